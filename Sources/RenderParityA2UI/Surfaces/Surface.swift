import RenderParityJSON
import RenderParityText

/// One surface as the stream left it (spec/a2ui.md §3): its catalog, theme, components by id
/// (a later definition of the same id, byte for byte, replaces the earlier one) and data model.
package struct Surface: Sendable {
    package struct Component: Sendable {
        package var value: A2UIObject
        /// Where it was last defined: what error paths inside it start with.
        package var path: JSONPath
    }

    package let id: String
    package let catalog: String
    package let theme: A2UIValue?
    /// The `createSurface` message's body: where a missing `root` is reported.
    package let createdAt: JSONPath
    package var components: [A2UIName: Component] = [:]
    package var dataModel = DataModel()

    package init(id: String, catalog: String, theme: A2UIValue?, createdAt: JSONPath) {
        self.id = id
        self.catalog = catalog
        self.theme = theme
        self.createdAt = createdAt
    }
}

/// Plays a stream's messages in order (spec/a2ui.md §3.2) and keeps the surfaces that are
/// live at its end, in `surfaceId` order, bytewise.
package enum SurfacePlayer {
    package static func play(_ messages: [(message: A2UIValue, path: JSONPath)]) throws(A2UIFailure) -> [Surface] {
        var surfaces: [A2UIName: Surface] = [:]
        for (value, path) in messages {
            switch try A2UIMessage(value, at: path) {
            case .createSurface(let id, let catalog, let theme, let at):
                guard surfaces[A2UIName(id)] == nil else {
                    throw .surfaceExists(id, at: at.appending(key: "surfaceId"))
                }
                surfaces[A2UIName(id)] = Surface(id: id, catalog: catalog, theme: theme, createdAt: at)
            case .updateComponents(let id, let components, let at):
                guard var surface = surfaces[A2UIName(id)] else {
                    throw .unknownSurface(id, at: at.appending(key: "surfaceId"))
                }
                surfaces[A2UIName(id)] = nil  // uniquely referenced while it changes
                for component in components {
                    surface.components[A2UIName(component.id)] = Surface.Component(
                        value: component.value, path: component.path)
                    if surface.components.count > A2UILimits.components { throw .tooManyComponents(at: component.path) }
                }
                surfaces[A2UIName(id)] = surface
            case .updateDataModel(let id, let pointer, let value, let at):
                guard var surface = surfaces[A2UIName(id)] else {
                    throw .unknownSurface(id, at: at.appending(key: "surfaceId"))
                }
                surfaces[A2UIName(id)] = nil
                if let problem = surface.dataModel.update(JSONPointer(pointer ?? "/", in: .root), to: value) {
                    throw .dataModelPath(pointer ?? "/", problem, at: at.appending(key: "path"))
                }
                surfaces[A2UIName(id)] = surface
            case .deleteSurface(let id, let at):
                guard surfaces.removeValue(forKey: A2UIName(id)) != nil else {
                    throw .unknownSurface(id, at: at.appending(key: "surfaceId"))
                }
            case .other:
                continue
            }
        }
        return surfaces.values.sorted { BytewiseOrder.precedes($0.id, $1.id) }
    }
}
