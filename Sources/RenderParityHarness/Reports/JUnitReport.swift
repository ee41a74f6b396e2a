/// JUnit XML for CI dashboards, shared by `verify` and `compare`: one test case per
/// fixture, passing ones included, classname = its folder, with the time it took, so a
/// dashboard can count and time every fixture (docs/reports.md). Each report says what its
/// outcomes mean here.
public enum JUnitReport {
    public struct TestCase: Sendable {
        public enum Result: Sendable {
            case passed
            /// The implementation's output is wrong (a diff, a missing snapshot, …).
            case failure(type: String, message: String, detail: String)
            /// The check could not run (an unreadable fixture, a renderer that crashed).
            case error(type: String, message: String, detail: String)
            /// Not counted: a known failure on an expected-failures list.
            case skipped(message: String)
        }

        public let name: String
        public let result: Result
        /// How long the case took (`RunClock`); written as `time`, in seconds.
        public let time: Duration

        public init(name: String, result: Result, time: Duration = .zero) {
            self.name = name
            self.result = result
            self.time = time
        }
    }

    /// `properties` are the suite's `<property>` elements (the vocabulary the run held renderers to).
    public static func xml(suite: String, properties: [(name: String, value: String)] = [], cases: [TestCase]) -> String
    {
        func count(_ matches: (TestCase.Result) -> Bool) -> Int { cases.filter { matches($0.result) }.count }
        let failures = count { if case .failure = $0 { true } else { false } }
        let errors = count { if case .error = $0 { true } else { false } }
        let skipped = count { if case .skipped = $0 { true } else { false } }
        let total = cases.reduce(Duration.zero) { $0 + $1.time }
        let totals =
            "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"\(seconds(total))\""
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(escape(suite))\" \(totals)>\n"
        xml += "  <testsuite name=\"\(escape(suite))\" \(totals)>\n"
        if !properties.isEmpty {
            xml += "    <properties>\n"
            for property in properties {
                let value = ControlCharacterEscaping.escaped(property.value)
                xml += "      <property name=\"\(escape(property.name))\" value=\"\(escape(value))\"/>\n"
            }
            xml += "    </properties>\n"
        }
        for testCase in cases {
            let folder = testCase.name.split(separator: "/").dropLast().joined(separator: ".")
            // Names are escaped in full (a newline too), so no name can forge another case.
            let name = ControlCharacterEscaping.escaped(testCase.name)
            let classname = ControlCharacterEscaping.escaped(folder)
            xml +=
                "    <testcase classname=\"\(escape(classname.isEmpty ? "corpus" : classname))\" name=\"\(escape(name))\" time=\"\(seconds(testCase.time))\""
            switch testCase.result {
            case .passed:
                xml += "/>\n"
            case .skipped(let message):
                xml += ">\n      <skipped message=\"\(escape(message))\"/>\n    </testcase>\n"
            case .failure(let type, let message, let detail), .error(let type, let message, let detail):
                let element = if case .error = testCase.result { "error" } else { "failure" }
                xml +=
                    ">\n      <\(element) type=\"\(escape(type))\" message=\"\(escape(message))\">\(escape(detail))</\(element)>\n    </testcase>\n"
            }
        }
        return xml + "  </testsuite>\n</testsuites>\n"
    }

    /// `time` in seconds with six decimals (`0.000153`), as JUnit's `time` attribute reads it;
    /// from whole microseconds, so no locale or floating-point formatting is involved.
    static func seconds(_ time: Duration) -> String {
        let microseconds = max(0, RunClock.microseconds(time))
        let fraction = String(microseconds % 1_000_000)
        return "\(microseconds / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

    /// XML text escaping; characters XML 1.0 cannot hold become `\u00xx`.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            case "\u{FFFE}", "\u{FFFF}":
                out += ControlCharacterEscaping.escape(scalar)
            case _ where ControlCharacterEscaping.isControl(scalar):
                out += ControlCharacterEscaping.escape(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
