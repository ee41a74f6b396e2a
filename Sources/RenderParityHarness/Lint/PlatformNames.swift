/// What a model writes for this DSL when it thinks in SwiftUI, Jetpack Compose, HTML or British
/// English, and the DSL's name for it (spec §2.5). Data only: `DidYouMean` decides when to use it.
///
/// Why a table: these are not typos, so edit distance cannot find them (`Column` is nowhere
/// near `vstack`). Keys are compared after `DidYouMean.folded` (case, `_` and `-` ignored).
/// Targets must be DSL names; `PlatformNamesTests` checks each against the node table.
enum PlatformNames {
    /// Other names for a node `type`.
    static let types: [String: String] = [
        // SwiftUI
        "vstack": "vstack", "lazyvstack": "vstack", "hstack": "hstack", "lazyhstack": "hstack", "zstack": "zstack",
        "text": "text", "label": "text", "image": "image", "asyncimage": "image", "progressview": "progress",
        "gauge": "progress", "divider": "divider", "spacer": "spacer", "list": "list", "form": "list",
        "scrollview": "vstack", "groupbox": "card", "section": "card", "chart": "chart", "grid": "table",
        // Jetpack Compose
        "column": "vstack", "lazycolumn": "list", "row": "hstack", "lazyrow": "hstack", "box": "zstack",
        "icon": "image", "linearprogressindicator": "progress", "circularprogressindicator": "progress",
        "horizontaldivider": "divider", "surface": "card", "elevatedcard": "card", "outlinedcard": "card",
        "chip": "badge", "assistchip": "badge", "suggestionchip": "badge", "badgedbox": "badge",
        // HTML and other toolkits
        "div": "vstack", "stack": "vstack", "verticalstack": "vstack", "horizontalstack": "hstack",
        "container": "card", "panel": "card", "p": "text", "span": "text", "heading": "text",
        "title": "text", "paragraph": "text", "img": "image", "symbol": "image", "sfsymbol": "image",
        "progressbar": "progress", "hr": "divider", "separator": "divider", "ul": "list", "ol": "list",
        "tag": "badge", "pill": "badge", "metric": "stat", "kpi": "stat", "statistic": "stat",
        "barchart": "chart", "piechart": "chart", "linechart": "chart", "graph": "chart", "datatable": "table",
    ]

    /// Other names for a member, by the DSL name they mean. Used only when the owner allows the target.
    static let members: [String: String] = [
        // British spellings
        "colour": "color", "backgroundcolour": "color", "foregroundcolour": "color", "centre": "alignment",
        // SwiftUI modifiers and parameters
        "foregroundcolor": "color", "foregroundstyle": "color", "tint": "color", "backgroundcolor": "color",
        "fontweight": "weight", "bold": "weight", "font": "style", "fontstyle": "style", "textstyle": "style",
        "linelimit": "maxLines", "lines": "maxLines", "maxline": "maxLines", "numberoflines": "maxLines",
        "systemimage": "system_name", "symbol": "system_name", "symbolname": "system_name", "icon": "system_name",
        "name": "system_name", "image": "system_name", "imagesize": "size", "cornerradius": "cornerRadius",
        "radius": "cornerRadius", "contentpadding": "padding", "verticalalignment": "alignment",
        "horizontalalignment": "alignment", "align": "alignment", "gap": "spacing", "space": "spacing",
        // Compose
        "fontsize": "style", "typography": "style", "maxlinescount": "maxLines", "arrangement": "spacing",
        "contentalignment": "alignment", "shape": "cornerRadius",
        // Content under another name
        "text": "content", "string": "content", "title": "content", "body": "content", "value": "content",
        "label": "text", "content": "text", "caption": "label", "key": "label",
        "amount": "value", "progress": "value", "percent": "value", "max": "total", "maximum": "total",
        "elements": "children", "views": "children", "subviews": "children",
        "items": "children", "children": "items", "kind": "variant",
        "charttype": "variant", "points": "data", "values": "data", "series": "data", "dataset": "data",
        "columns": "headers", "header": "headers", "cells": "rows", "summary": "spoken_summary",
        "speech": "spoken_summary", "ui": "layout", "root": "layout", "view": "layout",
    ]

    /// Other spellings of enum values, by the DSL value they mean. Used only when the field allows the target.
    static let values: [String: String] = [
        "centre": "center", "centred": "center", "centered": "center",
        "start": "leading", "left": "leading", "end": "trailing", "right": "trailing",
        "centerhorizontally": "center", "centervertically": "center", "topstart": "topLeading",
        "topend": "topTrailing", "bottomstart": "bottomLeading", "bottomend": "bottomTrailing",
        "topleft": "topLeading", "topright": "topTrailing", "bottomleft": "bottomLeading",
        "bottomright": "bottomTrailing",
        "extrabold": "heavy", "semibold": "semibold", "demibold": "semibold", "extralight": "ultraLight",
        "normal": "regular", "hairline": "ultraLight", "h1": "largeTitle", "h2": "title", "h3": "title2",
        "display": "largeTitle", "headlinelarge": "title", "titlelarge": "title", "titlemedium": "headline",
        "bodylarge": "body", "bodymedium": "body", "labelsmall": "caption", "small": "caption", "medium": "medium",
        "big": "large", "extralarge": "xlarge", "xl": "xlarge", "huge": "xlarge", "regular": "default",
        "piechart": "pie", "donut": "pie", "doughnut": "pie", "column": "bar", "bars": "bar", "barchart": "bar",
        "linechart": "line", "area": "line",
        // CSS font weights, which a number in `weight` most likely is
        "100": "ultraLight", "200": "thin", "300": "light", "400": "regular", "500": "medium",
        "600": "semibold", "700": "bold", "800": "heavy", "900": "black",
    ]

    /// Members that name the node type in other schemas, for a node without `type`.
    static let typeMembers: Set<String> = [
        "component", "kind", "view", "widget", "element", "node", "nodetype", "componenttype", "@type", "typename",
        "viewtype",
    ]

    /// Members a model nests a node's fields in, as some UI schemas do.
    static let nestedFields: Set<String> = [
        "props", "properties", "attributes", "attrs", "modifiers", "params", "config", "options", "style",
    ]
}
