@testable import CardlintLayout
import CardlintModel
import Testing

/// `height: stretch` in a column stretched to its row: the JavaScript renderer gives the free
/// height to the stretched item (which centres its content by `verticalContentAlignment`) and moves
/// the items below it down; the native model leaves the item its own height.
@Suite struct RendererStretchTests {
    static let card = """
    {"type":"AdaptiveCard","version":"1.5","body":[{"type":"ColumnSet","columns":[
      {"type":"Column","items":[{"type":"TextBlock","text":"Mon"},{"type":"TextBlock","text":"Tue"},
        {"type":"TextBlock","text":"Wed"},{"type":"TextBlock","text":"Thu"},{"type":"TextBlock","text":"Fri"}]},
      {"type":"Column","items":[
        {"type":"Container","id":"box","style":"emphasis","height":"stretch","verticalContentAlignment":"center",
         "items":[{"type":"TextBlock","id":"status","text":"On call"}]},
        {"type":"TextBlock","id":"footer","text":"Rota"}]}]}]}
    """

    @Test func stretchedContainerFillsItsColumn() throws {
        let card = try Fixture.card(json: Self.card)
        let box = try Fixture.id(card, "box"), status = try Fixture.id(card, "status"), footer = try Fixture.id(card, "footer")
        let js = Fixture.layout(card, width: 300, renderer: RendererBoxTests.js)
        let line = 12 * 1.33
        let row = 5 * line + 4 * 8, own = line + 40, extra = row - (own + 8 + line)
        #expect(approx(js[box]?.frame.height ?? 0, own + extra))
        #expect(approx(js[status]?.frame.y ?? 0, 20 + 20 + extra / 2))
        #expect(approx(js[footer]?.frame.y ?? 0, 20 + own + extra + 8))
        let native = Fixture.layout(card, width: 300)
        #expect(approx(native[box]?.frame.height ?? 0, 12 * 1.3 + 40))
        #expect(approx(native[footer]?.frame.y ?? 0, 20 + 12 * 1.3 + 40 + 8))
    }
}
