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

/// What layout needs to know about a node, computed once per layout.
struct NodeInfo {
    /// Known type, not a fallback alternative, not `isVisible: false`.
    var rendered: Bool
    var kind: TypeKind?
    var slot: Slot
    /// The node sits in a slot that holds elements.
    var inElementSlot: Bool

    static func table(_ card: Card) -> [NodeInfo] {
        var out: [NodeInfo] = []
        out.reserveCapacity(card.nodes.count)
        card.nodes.withUnsafeBufferPointer { nodes in
            for i in nodes.indices {
                let kind = nodes[i].spec?.kind
                let rendered = kind != nil && !nodes[i].inFallback && nodes[i].json["isVisible"]?.bool != false
                out.append(NodeInfo(rendered: rendered, kind: kind, slot: Slot(nodes[i].slot),
                                    inElementSlot: nodes[i].expected == .element))
            }
        }
        return out
    }
}
