import RenderParityJSON
import RenderParityVocabulary

/// Collects diagnostics and nothing else: `lint` of a document whose tree nobody wants.
package struct DiagnosticsSink: NodeConsumer {
    package static var wantsDiagnostics: Bool { true }
    package private(set) var diagnostics: [Diagnostic] = []

    package init() {}

    package mutating func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }
    package mutating func open(
        _ spec: borrowing NodeSpec, _ values: borrowing NodeValues, weighted: Bool, elements: Int, depth: Int
    ) {}
    package mutating func close(_ spec: borrowing NodeSpec) {}
    package mutating func unknown(_ type: TapeText, depth: Int) {}
    package mutating func record(_ spec: RecordSpec, _ values: borrowing NodeValues, depth: Int) {}
    package mutating func row(_ row: Int, of values: borrowing NodeValues, depth: Int) {}
}
