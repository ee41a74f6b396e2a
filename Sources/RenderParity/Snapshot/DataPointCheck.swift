/// Whether a chart's data point decodes (§2.1): an object with a string `label` and a
/// number `value`, whatever else it has.
///
/// Why: every point of every chart is checked before the chart's line is written, and
/// gathering all of a point's members (`ObjectMembers`, a 128-byte slot vector) to read
/// two of them cost about 1.5% of the end-to-end instructions on the dashboard document.
/// Here each key's field (`JSONTape.field`) is compared with the two only. The
/// reader has rejected repeated names, so the first `label` found is the only one.
/// `TapeSnapshotWriterTests` compare the writer, and with it this check, with the decoder.
enum DataPointCheck {
    static func isUsable(_ point: Int, in tape: JSONTape) -> Bool {
        guard tape.kind(point) == .object else { return false }
        var hasLabel = false, hasValue = false
        for member in tape.members(point) {
            switch tape.field(member.key) {
            case .label:
                guard tape.kind(member.value) == .string else { return false }
                hasLabel = true
            case .value:
                guard tape.kind(member.value) == .number else { return false }
                hasValue = true
            default:
                continue
            }
        }
        return hasLabel && hasValue
    }
}
