import CardlintModel

/// The child slots layout looks at, as a byte (slot names compared once per layout, not per lookup).
enum Slot: UInt8 {
    case body, actions, items, columns, facts, images, inlines, selectAction, card, choices, inlineAction
    case pages, tabs, panels, content, rows, cells, other

    init(_ name: String) {
        switch name {
        case "body": self = .body
        case "actions": self = .actions
        case "items": self = .items
        case "columns": self = .columns
        case "facts": self = .facts
        case "images": self = .images
        case "inlines": self = .inlines
        case "selectAction": self = .selectAction
        case "card": self = .card
        case "choices": self = .choices
        case "inlineAction": self = .inlineAction
        case "pages": self = .pages
        case "tabs": self = .tabs
        case "panels": self = .panels
        case "content": self = .content
        case "rows": self = .rows
        case "cells": self = .cells
        default: self = .other
        }
    }
}

/// How `layoutElement` lays a node out, from its type name (matched once per card, not per context).
enum ElementKind: UInt8 {
    case textBlock, richText, container, columnSet, factSet, image, icon, imageSet, actionSet, table, media
    case carousel, accordion, tabSet, rating, progressBar, spinner, codeBlock, other

    init(_ type: String?) {
        switch type ?? "" {
        case "TextBlock": self = .textBlock
        case "RichTextBlock": self = .richText
        case "Container", "CarouselPage", "TableCell", "List": self = .container
        case "ColumnSet": self = .columnSet
        case "FactSet": self = .factSet
        case "Image": self = .image
        case "Icon": self = .icon
        case "ImageSet": self = .imageSet
        case "ActionSet": self = .actionSet
        case "Table": self = .table
        case "Media": self = .media
        case "Carousel": self = .carousel
        case "Accordion": self = .accordion
        case "TabSet": self = .tabSet
        case "Rating": self = .rating
        case "ProgressBar": self = .progressBar
        case "Spinner", "ProgressRing": self = .spinner
        case "CodeBlock": self = .codeBlock
        default: self = .other
        }
    }
}

/// What layout needs to know about a node, computed once per card (`LayoutInput`).
struct NodeInfo {
    /// Known type, not a fallback alternative, not `isVisible: false`.
    var rendered: Bool
    var kind: TypeKind?
    var slot: Slot
    /// The node sits in a slot that holds elements.
    var inElementSlot: Bool
    var element: ElementKind
    /// The node's rendered `selectAction` child, if any.
    var selectAction: Int?
    var style: NodeStyle

    static func table(_ card: Card) -> [NodeInfo] {
        var out: [NodeInfo] = []
        out.reserveCapacity(card.nodes.count)
        card.nodes.withUnsafeBufferPointer { nodes in
            for i in nodes.indices {
                let kind = nodes[i].spec?.kind
                let rendered = kind != nil && !nodes[i].inFallback && nodes[i].json["isVisible"]?.bool != false
                out.append(NodeInfo(rendered: rendered, kind: kind, slot: Slot(nodes[i].slot),
                                    inElementSlot: nodes[i].expected == .element, element: ElementKind(nodes[i].type),
                                    selectAction: nil, style: NodeStyle(nodes[i].json)))
            }
            for i in nodes.indices {
                out[i].selectAction = nodes[i].children.first { out[$0].slot == .selectAction && out[$0].rendered }
            }
        }
        return out
    }
}
