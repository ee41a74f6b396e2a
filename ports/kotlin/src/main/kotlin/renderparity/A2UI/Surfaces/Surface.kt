package renderparity

/**
 * One surface as the stream left it (spec/a2ui.md §3): its catalog, theme, components by id
 * (a later definition of an id replaces the earlier one) and data model. Twin of `Surface.swift`.
 */
class Surface(
    val id: String,
    val catalog: String,
    val theme: A2UIValue?,
    /** The `createSurface` message's body: where a missing `root` is reported. */
    val createdAt: JSONPath
) {
    class Component(
        val value: A2UIObject,
        /** Where it was last defined: what error paths inside it start with. */
        val path: JSONPath
    )

    val components = HashMap<String, Component>()
    val dataModel = DataModel()
}

/**
 * Plays a stream's messages in order (spec/a2ui.md §3.2) and keeps the surfaces that are
 * live at its end, in `surfaceId` order, bytewise.
 */
object SurfacePlayer {
    fun play(messages: List<MessageStream.Message>): List<Surface> {
        val surfaces = HashMap<String, Surface>()
        messages@ for (entry in messages) {
            when (val message = A2UIMessage.of(entry.message, entry.path)) {
                is A2UIMessage.CreateSurface -> {
                    if (message.surface in surfaces) {
                        throw A2UIException(A2UIFailure.SurfaceExists(message.surface, message.at.appending("surfaceId")))
                    }
                    surfaces[message.surface] = Surface(message.surface, message.catalog, message.theme, message.at)
                }
                is A2UIMessage.UpdateComponents -> {
                    val surface = surfaces[message.surface]
                        ?: throw A2UIException(A2UIFailure.UnknownSurface(message.surface, message.at.appending("surfaceId")))
                    for (component in message.components) {
                        surface.components[component.id] = Surface.Component(component.value, component.path)
                        if (surface.components.size > A2UILimits.COMPONENTS) {
                            throw A2UIException(A2UIFailure.TooManyComponents(component.path))
                        }
                    }
                }
                is A2UIMessage.UpdateDataModel -> {
                    val surface = surfaces[message.surface]
                        ?: throw A2UIException(A2UIFailure.UnknownSurface(message.surface, message.at.appending("surfaceId")))
                    val pointer = message.path ?: "/"
                    val problem = surface.dataModel.update(JSONPointer.of(pointer, JSONPointer.root), message.value)
                    if (problem != null) throw A2UIException(A2UIFailure.DataModelPath(pointer, problem, message.at.appending("path")))
                }
                is A2UIMessage.DeleteSurface -> {
                    surfaces.remove(message.surface)
                        ?: throw A2UIException(A2UIFailure.UnknownSurface(message.surface, message.at.appending("surfaceId")))
                }
                is A2UIMessage.Other -> continue@messages
            }
        }
        return surfaces.values.sortedWith(Comparator { a, b -> Bytewise.compare(a.id, b.id) })
    }
}
