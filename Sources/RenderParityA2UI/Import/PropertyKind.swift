/// What a catalog property holds, as the importer classifies its schema (spec/a2ui.md §2.2).
/// The common types are recognised by name, as A2UI's own validators find structural links
/// ("Validator compliance when defining catalogs"); any other `$ref` is followed.
indirect enum PropertyKind {
    case dynamic(String)  // the value's field type: string, number, boolean, stringList
    case string
    case enumeration([String], defaultValue: String?)
    case number(defaultValue: Double?)
    case integer(defaultValue: Int?, minimum: Int?, maximum: Int?)
    case boolean(defaultValue: Bool?)
    case stringList
    case child
    case children
    case action
    case checks
    case text
    case json
    /// An object whose properties are flattened into the component's (`accessibility.label`).
    case object(SchemaDocuments.Located)
    /// An array of objects: items (they hold component ids) or records.
    case objects(SchemaDocuments.Located)

    /// Whether the property's value is printed below the line rather than as an attribute.
    var isHeld: Bool {
        switch self {
        case .child, .children, .objects: true
        default: false
        }
    }

    /// The common types' names and what each is (spec/a2ui.md §2.2).
    static func common(_ name: String) -> PropertyKind? {
        switch name {
        case "ComponentId": .child
        case "ChildList": .children
        case "DynamicString", "DataBinding", "DynamicValue": .dynamic("string")
        case "DynamicNumber": .dynamic("number")
        case "DynamicBoolean": .dynamic("boolean")
        case "DynamicStringList": .dynamic("stringList")
        case "Action": .action
        default: nil
        }
    }
}
