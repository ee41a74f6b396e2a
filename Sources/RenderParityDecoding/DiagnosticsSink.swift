import RenderParityJSON
import RenderParityVocabulary

/// Collects diagnostics, and the icons used when asked: `lint` and `icons` of a document whose
/// tree nobody wants, in any vocabulary.
package struct DiagnosticsSink: NodeConsumer {
    package static var wantsDiagnostics: Bool { true }
    package private(set) var diagnostics: [Diagnostic] = []
    package private(set) var icons: [(name: String, path: JSONPath)] = []
    private let collectsIcons: Bool

    package init(collectIcons: Bool = false) { collectsIcons = collectIcons }

    package mutating func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    package mutating func icon(_ name: TapeText, at path: @autoclosure () -> JSONPath) {
        guard collectsIcons else { return }
        icons.append((name.tape.string(name.index), path()))
    }
    package mutating func open(
        _ spec: UnsafePointer<NodeSpec>, _ values: borrowing NodeValues, weighted: Bool, elements: Int, depth: Int
    ) {}
    package mutating func close(_ spec: UnsafePointer<NodeSpec>) {}
    package mutating func unknown(_ type: TapeText, depth: Int) {}
    package mutating func record(_ spec: RecordSpec, _ values: borrowing NodeValues, depth: Int) {}
    package mutating func row(_ row: Int, of values: borrowing NodeValues, depth: Int) {}
}
