import RenderParityJSON

/// One server-to-client message, checked (spec/a2ui.md §3.2): its version, its kind and the
/// members the surfaces need. `callFunction` and `actionResponse` change nothing a surface
/// shows from the stream alone (a response's `responsePath` is in the client's own action),
/// so they are read and left.
package enum A2UIMessage: Sendable {
    case createSurface(surface: String, catalog: String, theme: A2UIValue?, at: JSONPath)
    case updateComponents(surface: String, components: [(value: A2UIObject, id: String, path: JSONPath)], at: JSONPath)
    case updateDataModel(surface: String, path: String?, value: A2UIValue?, at: JSONPath)
    case deleteSurface(surface: String, at: JSONPath)
    case other

    /// The keys that name a message's kind, one per message.
    package static let keys = [
        "createSurface", "updateComponents", "updateDataModel", "deleteSurface", "callFunction", "actionResponse",
    ]

    package init(_ value: A2UIValue, at path: JSONPath) throws(A2UIFailure) {
        guard let message = value.object else { throw .notAnObject(found: value.typeName, at: path) }
        let versionPath = path.appending(key: "version")
        guard let version = message["version"] else { throw .missing(expected: "a version", at: versionPath) }
        guard let text = version.string else {
            throw .wrongType(expected: "a string", found: version.typeName, at: versionPath)
        }
        guard A2UIVersion.supported.contains(text) else { throw .unsupportedVersion(text, at: versionPath) }
        let kinds = Self.keys.filter { message[$0] != nil }
        guard kinds.count == 1, let kind = kinds.first, let body = message[kind] else {
            throw .unknownMessage(at: path)
        }
        let at = path.appending(key: kind)
        guard let object = body.object else { throw .notAnObject(found: body.typeName, at: at) }
        switch kind {
        case "createSurface":
            self = .createSurface(
                surface: try Self.string(object, "surfaceId", at: at),
                catalog: try Self.string(object, "catalogId", at: at),
                theme: object["theme"], at: at)
        case "updateComponents":
            let surface = try Self.string(object, "surfaceId", at: at)
            let listPath = at.appending(key: "components")
            guard let list = object["components"] else {
                throw .missing(expected: "an array of components", at: listPath)
            }
            guard let elements = list.array else {
                throw .wrongType(expected: "an array of components", found: list.typeName, at: listPath)
            }
            var components: [(value: A2UIObject, id: String, path: JSONPath)] = []
            for (position, element) in elements.enumerated() {
                let componentPath = listPath.appending(index: position)
                guard let component = element.object else {
                    throw .notAnObject(found: element.typeName, at: componentPath)
                }
                components.append((component, try Self.string(component, "id", at: componentPath), componentPath))
            }
            self = .updateComponents(surface: surface, components: components, at: at)
        case "updateDataModel":
            let pathValue = object["path"]
            if let pathValue, pathValue.string == nil {
                throw .wrongType(expected: "a string", found: pathValue.typeName, at: at.appending(key: "path"))
            }
            self = .updateDataModel(
                surface: try Self.string(object, "surfaceId", at: at), path: pathValue?.string, value: object["value"],
                at: at)
        case "deleteSurface":
            self = .deleteSurface(surface: try Self.string(object, "surfaceId", at: at), at: at)
        default:
            self = .other
        }
    }

    static func string(_ object: A2UIObject, _ key: String, at path: JSONPath) throws(A2UIFailure) -> String {
        guard let value = object[key] else { throw .missing(expected: "a string", at: path.appending(key: key)) }
        guard let text = value.string else {
            throw .wrongType(expected: "a string", found: value.typeName, at: path.appending(key: key))
        }
        return text
    }
}
