/// The benchmark's printed table: MB/s as median [min–max], and ratios against the baseline
/// (the median of per-round ratios, `Benchmark.measure`).
enum BenchmarkTable {
    static func megabytesPerSecond(_ bytes: Int, _ seconds: Double) -> Double {
        Double(bytes) / 1_000_000 / max(seconds, 1e-9)
    }

    static func rate(_ bytes: Int, _ samples: Samples) -> String {
        "\(fixed(megabytesPerSecond(bytes, samples.median), 1)) [\(fixed(megabytesPerSecond(bytes, samples.slowest), 0))–\(fixed(megabytesPerSecond(bytes, samples.fastest), 0))]"
    }

    static func render(_ rows: [Benchmark.Row]) -> String {
        var lines = [
            ["input", "size", "decode MB/s", "snapshot MB/s", "end-to-end MB/s", "baseline MB/s", "ours/baseline"]
        ]
        for row in rows {
            let baseline = row.baseline.map { rate(row.bytes, $0) } ?? "—"
            let ratio = row.ratio.map { fixed($0, 1) + "×" } ?? "—"
            lines.append([
                row.input, size(row.bytes), rate(row.bytes, row.decode), rate(row.bytes, row.snapshot),
                rate(row.bytes, row.endToEnd), baseline, ratio,
            ])
        }
        return markdown(lines)
    }

    static func markdown(_ rows: [[String]]) -> String {
        guard let header = rows.first else { return "" }
        let body = rows.dropFirst().map { "| " + $0.joined(separator: " | ") + " |" }
        return (["| " + header.joined(separator: " | ") + " |", "|" + header.map { _ in " --- |" }.joined()] + body)
            .joined(separator: "\n") + "\n"
    }

    static func size(_ bytes: Int) -> String {
        bytes >= 1_000_000 ? fixed(Double(bytes) / 1_000_000, 1) + " MB" : fixed(Double(bytes) / 1_000, 0) + " KB"
    }

    /// Fixed-point formatting without locale or `String(format:)`.
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let sign = value < 0 && scaled != 0 ? "-" : ""
        let whole = sign + String(scaled / Int(scale))
        guard decimals > 0 else { return whole }
        let fraction = String(scaled % Int(scale))
        return whole + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
}
