/// The layout flags a line states after its attributes (render-snapshot.md §3.2), as written
/// after another attribute; the first thing inside the parentheses drops the leading `", "`.
/// Here once for the two line writers: the interpreter (`SnapshotSink.line`, the tree path) and
/// the programs compiled when a vocabulary loads (`LineProgram`, the streaming path).
package enum LayoutFlag {
    package static let fillsWidth: StaticString = ", fillsWidth=true"
    package static let weighted: StaticString = ", weighted=true"
}
