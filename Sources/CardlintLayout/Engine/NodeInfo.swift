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

    /// Matched among the names of the type's UTF-8 length (a few comparisons instead of one per
    /// name). No name holds a character another one decomposes to, so a type equal to a name has
    /// the name's UTF-8 length.
    init(_ type: String?) {
        guard let t = type else { self = .other; return }
        let k: ElementKind?
        switch t.utf8.count {
        case 4: k = t == "List" ? .container : t == "Icon" ? .icon : nil
        case 5: k = t == "Image" ? .image : t == "Table" ? .table : t == "Media" ? .media : nil
        case 6: k = t == "TabSet" ? .tabSet : t == "Rating" ? .rating : nil
        case 7: k = t == "FactSet" ? .factSet : t == "Spinner" ? .spinner : nil
        case 8: k = t == "ImageSet" ? .imageSet : t == "Carousel" ? .carousel : nil
        case 9:
            k = t == "TextBlock" ? .textBlock : t == "Container" ? .container : t == "ColumnSet" ? .columnSet
                : t == "ActionSet" ? .actionSet : t == "TableCell" ? .container : t == "Accordion" ? .accordion
                : t == "CodeBlock" ? .codeBlock : nil
        case 11: k = t == "ProgressBar" ? .progressBar : nil
        case 12: k = t == "CarouselPage" ? .container : t == "ProgressRing" ? .spinner : nil
        case 13: k = t == "RichTextBlock" ? .richText : nil
        default: k = nil
        }
        self = k ?? .other
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
    /// The node stands somewhere inside a `TableCell` (where some renderers wrap text).
    var inTableCell = false
    var style: NodeStyle

    static func table(_ card: Card) -> [NodeInfo] {
        var out: [NodeInfo] = []
        out.reserveCapacity(card.nodes.count)
        card.nodes.withUnsafeBufferPointer { nodes in
            for i in nodes.indices {
                let kind = nodes[i].spec?.kind
                let style = NodeStyle(nodes[i].json)
                let rendered = kind != nil && !nodes[i].inFallback && !style.hidden
                out.append(NodeInfo(rendered: rendered, kind: kind, slot: Slot(nodes[i].slot),
                                    inElementSlot: nodes[i].expected == .element, element: ElementKind(nodes[i].type),
                                    selectAction: nil, style: style))
            }
            for i in nodes.indices {
                out[i].selectAction = nodes[i].children.first { out[$0].slot == .selectAction && out[$0].rendered }
                // A parent comes before its children (breadth-first ids): its answer is known.
                if let p = nodes[i].parent { out[i].inTableCell = out[p].inTableCell || nodes[p].type == "TableCell" }
            }
        }
        return out
    }
}
