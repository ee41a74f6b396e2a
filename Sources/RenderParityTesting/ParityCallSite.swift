import Testing

#if canImport(XCTest)
    import XCTest
#endif

/// Where a parity helper was called, and how a failure is recorded there. The two
/// test frameworks never see each other's failures: a Swift Testing issue recorded in
/// an XCTest method, or an `XCTFail` in a Swift Testing test, is dropped and the test
/// passes. So every helper records through this one place, which asks which framework
/// is running the caller instead of trusting the helper's name.
///
/// The location is taken as plain `#fileID`/`#filePath`/`#line`/`#column` values, not
/// as Swift Testing's `#_sourceLocation`: a macro in a default argument is expanded at
/// the call site, so it would make every caller `import Testing` as well.
struct ParityCallSite {
    /// Where Swift Testing shows the issue.
    let sourceLocation: SourceLocation
    /// Where XCTest shows the failure; nil when the caller gave only a `SourceLocation`,
    /// whose path is a run-time string and XCTest takes a `StaticString`.
    let xctestFile: StaticString?
    let xctestLine: UInt

    init(fileID: String, filePath: StaticString, line: Int, column: Int) {
        sourceLocation = SourceLocation(
            fileID: fileID, filePath: filePath.description, line: max(line, 1), column: max(column, 1))
        xctestFile = filePath
        xctestLine = UInt(max(line, 1))
    }

    /// XCTest's own convention (`file:line:`). Swift Testing wants a `Module/File.swift` ID
    /// as well; the file's folder stands in for the module, as it is named in SwiftPM.
    init(file: StaticString, line: UInt) {
        let fileID = file.description.split(separator: "/").suffix(2).joined(separator: "/")
        self.init(fileID: fileID, filePath: file, line: Int(clamping: line), column: 1)
    }

    init(sourceLocation: SourceLocation) {
        self.sourceLocation = sourceLocation
        xctestFile = nil
        xctestLine = UInt(max(sourceLocation.line, 1))
    }

    /// Fails the running test with `problems`, one failure each, at this call site.
    func record(_ problems: [ParityTestingProblem]) {
        for problem in problems { record(message: problem.message) }
    }

    /// Fails the running test with `message` at this call site.
    ///
    /// Inside a Swift Testing test (`Test.current` is set) that is an issue, as before.
    /// Otherwise it is an `XCTFail`, so an XCTest method fails. It is also recorded as a
    /// Swift Testing issue: a Swift Testing test whose task lost `Test.current` (a detached
    /// task) still fails the run that way, where an `XCTFail` with no XCTest test is dropped.
    func record(message: String) {
        if Test.current == nil { recordInXCTest(message) }
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    private func recordInXCTest(_ message: String) {
        #if canImport(XCTest)
            if let xctestFile {
                XCTFail(message, file: xctestFile, line: xctestLine)
            } else {
                XCTFail(ParityTestingProblem.located(message, at: sourceLocation.description))
            }
        #endif
    }
}
