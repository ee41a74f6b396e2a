package renderparity

/**
 * An enumeration of the built-in DSL (generated from spec/dsl-nodes.json into `NodeEnums.kt`), as
 * the typed model holds it. Twin of `DSLEnumeration.swift`: the snapshot prints `rawValue` bare
 * (§3.3 E); case order is the file's, which is also the order of the decoder's `EnumSpec` cases,
 * so a position means the same case in both.
 */
interface SchemaEnum {
    val rawValue: String
}

/** The constant of `T` spelled `rawValue`, or null (Swift: `T(rawValue:)`). */
inline fun <reified T> enumFromRawValue(rawValue: String): T? where T : Enum<T>, T : SchemaEnum =
    enumValues<T>().firstOrNull { it.rawValue == rawValue }
