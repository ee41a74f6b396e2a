/// A field's value once §2.3 is applied: what the snapshot prints and the model holds.
@usableFromInline package enum ResolvedValue {
    /// Optional and absent or unusable: prints its absent word (`default`, `none`) or nothing.
    case absent
    /// A string on the tape.
    case text(Int)
    case number(Double)
    case integer(Int)
    case boolean(Bool)
    /// A case of the field's enumeration, by position.
    case option(Int)
    /// An array of strings on the tape; nil when absent or unusable (printed `[]`).
    case texts(Int?)
}
