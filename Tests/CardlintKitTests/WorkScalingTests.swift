@testable import CardlintKit
import CardlintReading
@testable import CardlintReport
import CardlintTestSupport
import Foundation
import Testing

/// Card shapes that cost minutes of CPU at 40–320 KB (issue #25 item 5), each linted at ×1 and ×10
/// its size: the work the lint counts (`WorkMeter`: characters scanned, peers compared, members
/// visited) must grow about tenfold, never a hundredfold. Counted work, not time: the bound holds
/// on a loaded machine and fails for a quadratic cost whatever the machine.
@Suite struct WorkScalingTests {
    static func linter() throws -> (Linter, String) {
        let path = "/tmp/cardlint-work-scaling/card.json"
        let factory = LinterFactory(resources: TestSupport.resources, explicitConfig: nil,
                                    settings: LintSettings(hosts: ["teams-desktop"], viewports: ["iphone-se-320"], typeScales: ["large"]))
        return (try factory.linter(for: path), path)
    }

    static func card(_ body: String, actions: String? = nil) -> String {
        #"{"type": "AdaptiveCard", "version": "1.5", "body": [\#(body)]\#(actions.map { #", "actions": [\#($0)]"# } ?? "")}"#
    }

    /// Steps counted while linting `text` and naming its findings' nodes (as fingerprints do).
    static func work(_ text: String) throws -> Int {
        let (linter, path) = try linter()
        return Work.count {
            if case .report(let r) = linter.lint(path: path, bytes: Array(text.utf8), explicit: true) {
                _ = NodeIdentity.anchors(of: r)
            }
        }
    }

    /// The shape at `n` and `10 n`: both counted, the ratio bounded.
    static func expectLinear(_ name: String, _ n: Int, _ shape: (Int) -> String) throws {
        let small = try work(shape(n)), large = try work(shape(10 * n))
        #expect(small > 0, "\(name): nothing counted")
        let ratio = Double(large) / Double(max(small, 1))
        #expect(ratio <= Work.maxRatio, "\(name): \(small) steps at ×1, \(large) at ×10 (ratio \(ratio))")
    }

    static func text(_ s: String) -> String { #"{"type": "TextBlock", "text": "\#(s)", "wrap": true}"# }

    @Test func unclosedBindingsInOneText() throws {
        try Self.expectLinear("${ repeated", 250) { n in Self.card(Self.text(String(repeating: "${", count: n))) }
    }

    @Test func unclosedDoubleBracesInOneText() throws {
        try Self.expectLinear("{{ repeated", 200) { n in Self.card(Self.text(String(repeating: "{{", count: n))) }
    }

    @Test func unclosedMarkdownInOneText() throws {
        try Self.expectLinear("[ and * repeated", 200) { n in Self.card(Self.text(String(repeating: "[a *b _c ", count: n))) }
    }

    /// Inputs with an id and no label (a 1 MB card of them took seconds): each looked for a
    /// `labelFor` naming it among every node of the card, inputs × nodes.
    @Test func unlabelledInputsWithIDs() throws {
        try Self.expectLinear("labelFor lookups", 80) { n in
            Self.card((0..<n).map { #"{"type": "Input.Text", "id": "i\#($0)"}"# }.joined(separator: ",")
                + #", {"type": "TextBlock", "text": "Name", "labelFor": "i0"}"#)
        }
    }

    @Test func inputsWithTheSameLabel() throws {
        try Self.expectLinear("same labels", 80) { n in
            Self.card((0..<n).map { #"{"type": "Input.Text", "id": "i\#($0)", "label": "Same label"}"# }.joined(separator: ","))
        }
    }

    /// Inputs of one label in the cards of many ShowCards of one set (two in each, seen together):
    /// comparing each with every other of its label (who is on screen with whom) counted 2n per input.
    @Test func inputsWithTheSameLabelInShowCards() throws {
        try Self.expectLinear("same labels in ShowCards", 30) { n in
            Self.card(Self.text("x"), actions: (0..<n).map { i in
                #"{"type": "Action.ShowCard", "title": "s\#(i)", "card": {"type": "AdaptiveCard", "body": [{"type": "Input.Text", "id": "a\#(i)", "label": "Same"}, {"type": "Input.Text", "id": "b\#(i)", "label": "Same"}]}}"#
            }.joined(separator: ","))
        }
    }

    @Test func manyActionsInOneSet() throws {
        try Self.expectLinear("actions", 100) { n in
            Self.card(Self.text("x"), actions: (0..<n).map { _ in #"{"type": "Action.Submit", "title": "Same"}"# }.joined(separator: ","))
        }
    }

    @Test func unknownPropertiesOnOneElement() throws {
        try Self.expectLinear("unknown properties", 300) { n in
            Self.card(#"{"type": "TextBlock", "text": "x", \#((0..<n).map { "\"unknownProp\($0)\": \($0)" }.joined(separator: ", "))}"#)
        }
    }

    @Test func columnSetOfManyTextColumns() throws {
        try Self.expectLinear("columns", 16) { n in
            let column = #"{"type": "Column", "width": "stretch", "items": [{"type": "TextBlock", "text": "some wrapping text here that is long", "wrap": true}]}"#
            return Self.card(#"{"type": "ColumnSet", "columns": [\#((0..<n).map { _ in column }.joined(separator: ","))]}"#)
        }
    }
}
