import RenderParityVocabulary

/// A built node taken apart again: its type, field values in table order, and what it holds.
package struct ModelParts {
    package let type: NodeType
    package let values: [ModelValue]
    package var children: [UINode] = []
    package var records: [ChartDataPoint] = []
    package var rows: [[String]] = []
}
