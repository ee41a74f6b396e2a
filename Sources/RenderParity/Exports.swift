// `import RenderParity` is the whole core: each pipeline stage is a target of its own (Package.swift),
// and this target re-exports them, so users import one module and its public API is unchanged.
@_exported import RenderParityA2UI
@_exported import RenderParityDecoding
@_exported import RenderParityIcons
@_exported import RenderParityJSON
@_exported import RenderParityModel
@_exported import RenderParitySnapshot
@_exported import RenderParityText
@_exported import RenderParityVocabulary
