import CardlintKit
import Testing

/// Which file names are template data (`x.data.json`, `x.data.<name>.json`, in any case): the name's
/// `.`-separated parts, the first and last left out, hold `data`.
@Suite struct DataFileNameTests {
    @Test func dataFilesInAnyCase() {
        for name in ["card.data.json", "Card.DATA.json", "card.Data.sample.json", "card.data.one.two.json", "x..data.json",
                     "über.data.json", "card.data.JSON",
                     "data.data.json", "card.dAtA.json", "card.data..json", "card.data.data"] {
            #expect(FileWalker.isDataFile(name), "\(name)")
        }
    }

    @Test func otherFiles() {
        for name in ["card.json", "data.json", ".data.json", "card.datas.json", "card.dat.json", "card.json.data",
                     "data.card.json", "card.dataa.json", "card.dáta.json", "",
                     "card.data", "card..data", "card.d\u{0430}ta.json", "card.DA\u{0301}TA.json", "card.data.", "card.@ATA.json"] {
            #expect(!FileWalker.isDataFile(name), "\(name)")
        }
    }
}
