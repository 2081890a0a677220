@testable import CardlintLayout
import Testing

/// `ElementKind(type)` looks among the names of the type's UTF-8 length only: it must give exactly
/// what the `switch` over every name gives, for every catalog type and near misses of each.
@Suite struct ElementKindTests {
    static let names = ["TextBlock", "RichTextBlock", "Container", "CarouselPage", "TableCell", "List", "ColumnSet",
                        "FactSet", "Image", "Icon", "ImageSet", "ActionSet", "Table", "Media", "Carousel", "Accordion",
                        "TabSet", "Rating", "ProgressBar", "Spinner", "ProgressRing", "CodeBlock"]

    @Test func givesWhatTheSwitchGives() throws {
        let catalog = try #require(Fixture.catalog)
        var types: [String] = Self.names + catalog.types.keys + ["", "Column", "Fact", "TextRun", "Action.ShowCard", "K",
                                                                  "\u{212A}", "\u{1F600}", "Lis\u{0301}t"]
        for n in Self.names {
            types += [String(n.dropLast()), n + "s", n.lowercased(), n.uppercased(), String(n.dropFirst()) + "x", n + "\u{0301}"]
        }
        #expect(Set(Self.names.map { ElementKind($0) }).count == 18)   // every kind but `other` is reached
        for t in types { #expect(ElementKind(t) == Self.bySwitch(t), "\(t)") }
        #expect(ElementKind(nil) == .other)
    }

    /// The kind by a `switch` over every name: the reference `ElementKind(_:)` must agree with.
    static func bySwitch(_ type: String?) -> ElementKind {
        switch type ?? "" {
        case "TextBlock": .textBlock
        case "RichTextBlock": .richText
        case "Container", "CarouselPage", "TableCell", "List": .container
        case "ColumnSet": .columnSet
        case "FactSet": .factSet
        case "Image": .image
        case "Icon": .icon
        case "ImageSet": .imageSet
        case "ActionSet": .actionSet
        case "Table": .table
        case "Media": .media
        case "Carousel": .carousel
        case "Accordion": .accordion
        case "TabSet": .tabSet
        case "Rating": .rating
        case "ProgressBar": .progressBar
        case "Spinner", "ProgressRing": .spinner
        case "CodeBlock": .codeBlock
        default: .other
        }
    }
}
