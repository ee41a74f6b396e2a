package renderparity

/**
 * One server-to-client message, checked (spec/a2ui.md §3.2): its version, its kind and the
 * members the surfaces need. `callFunction` and `actionResponse` change nothing a surface
 * shows from the stream alone (a response's `responsePath` is in the client's own action),
 * so they are read and left. Twin of `A2UIMessage.swift`.
 */
sealed class A2UIMessage {
    class CreateSurface(val surface: String, val catalog: String, val theme: A2UIValue?, val at: JSONPath) : A2UIMessage()
    class UpdateComponents(val surface: String, val components: List<Component>, val at: JSONPath) : A2UIMessage()
    class UpdateDataModel(val surface: String, val path: String?, val value: A2UIValue?, val at: JSONPath) : A2UIMessage()
    class DeleteSurface(val surface: String, val at: JSONPath) : A2UIMessage()
    object Other : A2UIMessage()

    /** One component of `updateComponents`, with its `id` and where it is in the stream. */
    class Component(val value: A2UIObject, val id: String, val path: JSONPath)

    companion object {
        /** The keys that name a message's kind, one per message. */
        val keys = listOf("createSurface", "updateComponents", "updateDataModel", "deleteSurface", "callFunction", "actionResponse")

        /** The message `value` at `path`, checked; throws `A2UIException` (Swift: the throwing `init`). */
        fun of(value: A2UIValue, path: JSONPath): A2UIMessage {
            val message = value.obj ?: throw A2UIException(A2UIFailure.NotAnObject(value.typeName, path))
            val versionPath = path.appending("version")
            val version = message["version"] ?: throw A2UIException(A2UIFailure.Missing("a version", versionPath))
            val text = version.string ?: throw A2UIException(A2UIFailure.WrongType("a string", version.typeName, versionPath))
            if (text !in A2UIVersion.supported) throw A2UIException(A2UIFailure.UnsupportedVersion(text, versionPath))
            val kinds = keys.filter { message[it] != null }
            val kind = kinds.singleOrNull() ?: throw A2UIException(A2UIFailure.UnknownMessage(path))
            val body = message[kind] ?: throw A2UIException(A2UIFailure.UnknownMessage(path))
            val at = path.appending(kind)
            val obj = body.obj ?: throw A2UIException(A2UIFailure.NotAnObject(body.typeName, at))
            return when (kind) {
                "createSurface" -> {
                    val surface = string(obj, "surfaceId", at)
                    CreateSurface(surface, string(obj, "catalogId", at), obj["theme"], at)
                }
                "updateComponents" -> {
                    val surface = string(obj, "surfaceId", at)
                    val listPath = at.appending("components")
                    val list = obj["components"] ?: throw A2UIException(A2UIFailure.Missing("an array of components", listPath))
                    val elements = list.array
                        ?: throw A2UIException(A2UIFailure.WrongType("an array of components", list.typeName, listPath))
                    val components = ArrayList<Component>()
                    for ((position, element) in elements.withIndex()) {
                        val componentPath = listPath.appending(position)
                        val component = element.obj
                            ?: throw A2UIException(A2UIFailure.NotAnObject(element.typeName, componentPath))
                        components.add(Component(component, string(component, "id", componentPath), componentPath))
                    }
                    UpdateComponents(surface, components, at)
                }
                "updateDataModel" -> {
                    val pathValue = obj["path"]
                    if (pathValue != null && pathValue.string == null) {
                        throw A2UIException(A2UIFailure.WrongType("a string", pathValue.typeName, at.appending("path")))
                    }
                    UpdateDataModel(string(obj, "surfaceId", at), pathValue?.string, obj["value"], at)
                }
                "deleteSurface" -> DeleteSurface(string(obj, "surfaceId", at), at)
                else -> Other
            }
        }

        fun string(obj: A2UIObject, key: String, path: JSONPath): String {
            val value = obj[key] ?: throw A2UIException(A2UIFailure.Missing("a string", path.appending(key)))
            return value.string ?: throw A2UIException(A2UIFailure.WrongType("a string", value.typeName, path.appending(key)))
        }
    }
}
