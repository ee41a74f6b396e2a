/// The speed targets, one row each, as `parity-bench` judges them (docs/performance.md):
/// what was measured, the number, the target, and whether it is met. A row that could not be
/// measured (a tool missing, a port not built) says why and is judged neither way.
struct TargetRow {
    enum Verdict {
        case met, notMet
        /// Not measured, or not judged (a quick run's small inputs); `measured` says why.
        case none(String)
    }

    let measure: String
    let measured: String
    let target: String
    let verdict: Verdict

    init(_ measure: String, measured: String, target: String, met: Bool?, otherwise reason: String = "not measured") {
        self.measure = measure
        self.measured = measured
        self.target = target
        verdict = met.map { $0 ? .met : .notMet } ?? .none(reason)
    }

    /// A quick run judges nothing: its inputs are a hundredth of the targets' sizes.
    func unjudged(_ reason: String) -> TargetRow {
        TargetRow(measure, measured: measured, target: target, met: nil, otherwise: reason)
    }

    static func render(_ rows: [TargetRow]) -> String {
        var lines = [["target", "measured", "target value", ""]]
        for row in rows {
            let verdict =
                switch row.verdict {
                case .met: "met"
                case .notMet: "**not met**"
                case .none(let reason): reason
                }
            lines.append([row.measure, row.measured, row.target, verdict])
        }
        return BenchmarkTable.markdown(lines)
    }
}
