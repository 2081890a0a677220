import CardlintLayout
import Testing

@Suite struct DataTests {
    @Test func shippedDataLoads() throws {
        let data = try LayoutData.load(rulesDirectory: Fixture.rulesDirectory)
        #expect(data.viewports.count >= 12)
        #expect(data.viewport(named: "iphone-se-320")?.width == 320)
        #expect(data.viewport(named: "carousel-280")?.effectiveCardWidth == 280)
        #expect(data.viewport(named: "teams-desktop")?.kind == .host)
        #expect(data.viewports.allSatisfy { !$0.source.isEmpty })
        #expect(data.typeScales.map(\.name).first == "xSmall" && data.typeScales.count == 12)
        #expect(data.typeScale(named: "AX5")?.factor == 3.12)
        #expect(data.typeScale(named: "large")?.bodySize == 17)
        let def = try #require(data.matrix(named: "default"))
        #expect(def.combinations.count == 20)
        #expect(def.combinations.contains { $0.viewport.name == "iphone-se-320" && $0.typeScale.name == "AX5" })
        let full = try #require(data.matrix(named: "full"))
        #expect(full.combinations.count == data.viewports.count * 12)
    }

    @Test func brokenViewportsFileGivesLineAndColumn() throws {
        let scales = "typeScales:\n  - {name: large, bodySize: 17, factor: 1}\n"
        do {
            _ = try LayoutData.parse(viewportsYAML: "viewports:\n  - name: a\n    width: [1\n", typeScalesYAML: scales)
            Issue.record("a YAML syntax error should throw")
        } catch {
            #expect(error.line == 4 || error.line == 3)
            #expect(error.description.hasPrefix("viewports.yaml:\(error.line):\(error.column): error:"))
        }
        let bad = "viewports:\n  - name: phone\n    width: wide\n    sizeClass: compact\n    kind: device\n    source: x\n"
        do {
            _ = try LayoutData.parse(viewportsYAML: bad, typeScalesYAML: scales)
            Issue.record("a non-numeric width should throw")
        } catch {
            #expect(error.line == 3 && error.column == 12)
            #expect(error.message.contains("width"))
        }
        let kind = "viewports:\n  - {name: p, width: 320, sizeClass: tiny, kind: device, source: x}\n"
        do {
            _ = try LayoutData.parse(viewportsYAML: kind, typeScalesYAML: scales)
            Issue.record("an unknown size class should throw")
        } catch {
            #expect(error.line == 2 && error.message.contains("compact, regular"))
        }
    }

    @Test func matrixNamesMustExist() throws {
        let vps = "viewports:\n  - {name: p, width: 320, sizeClass: compact, kind: device, source: x}\n"
        let ts = "typeScales:\n  - {name: large, bodySize: 17, factor: 1}\nmatrices:\n  m:\n    viewports: [p, q]\n    typeScales: all\n"
        #expect(throws: LayoutDataError.self) { try LayoutData.parse(viewportsYAML: vps, typeScalesYAML: ts) }
    }
}
