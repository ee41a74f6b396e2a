package renderparity

/**
 * A field's value once §2.3 is applied: what the snapshot prints and the model holds. Twin of
 * `ResolvedValue.swift`, whose enum becomes a kind code and a payload (a tape index, a position,
 * an integer, a boolean or a double's bits) in `NodeValues`' two primitive arrays, reused per node.
 */
internal object ResolvedValue {
    /** Optional and absent or unusable: prints its absent word (`default`, `none`) or nothing. */
    const val ABSENT = 0
    /** A string on the tape: its index. */
    const val TEXT = 1
    const val NUMBER = 2
    const val INTEGER = 3
    /** 1 for true, 0 for false. */
    const val BOOLEAN = 4
    /** A case of the field's enumeration, by position. */
    const val OPTION = 5
    /** An array of strings on the tape; payload -1 when absent or unusable (printed `[]`). */
    const val TEXTS = 6
}
