import CardlintLayout
import CardlintModel
import CardlintText
import Synchronization
import Testing

/// The face weight layout measures text in comes from the host config's numeric `fontWeights`.
@Suite struct FontWeightLayoutTests {
    /// Records the weight of every text it measures (widths as `FixedAdvanceFake`).
    final class WeightRecorder: TextMeasurer {
        let fake = FixedAdvanceFake()
        let seen = Mutex<[String: FontWeight]>([:])
        func width(of text: String, style: TextStyle) -> Double {
            seen.withLock { $0[text] = style.face.weight }
            return fake.width(of: text, style: style)
        }
        func layout(_ text: String, style: TextStyle, maxWidth: Double, wrapping: TextWrapping) -> TextLayout {
            seen.withLock { $0[text] = style.face.weight }
            return fake.layout(text, style: style, maxWidth: maxWidth, wrapping: wrapping)
        }
    }

    static let json = """
    {"type":"AdaptiveCard","version":"1.5","body":[
      {"type":"TextBlock","text":"Heavy title","weight":"bolder","wrap":true},
      {"type":"TextBlock","text":"Body text","wrap":true},
      {"type":"TextBlock","text":"Fine print","weight":"lighter","wrap":true}]}
    """

    func weights(_ host: HostConfig, family: String) throws -> [String: FontWeight] {
        let card = try Fixture.card(json: Self.json)
        let vp = Viewport(name: "test-320", width: 320, sizeClass: .compact, kind: .device)
        let ctx = LayoutContext(viewport: vp, typeScale: .large, hostConfig: host, fontFamily: family)
        let recorder = WeightRecorder()
        _ = Layout.compute(card: card, context: ctx, measurer: recorder)
        return recorder.seen.withLock { $0 }
    }

    /// The iOS SDK's host config asks for 800 for bolder text: Inter ExtraBold, not Bold.
    @Test func iosSDKBolderIsExtraBold() throws {
        let seen = try weights(try Fixture.hostConfig("ios-sdk-light"), family: "inter")
        #expect(seen["Heavy title"] == .extrabold)
        #expect(seen["Body text"] == .regular)
        #expect(seen["Fine print"] == .light)
    }

    /// Teams asks for 600: bold.
    @Test func teamsBolderIsBold() throws {
        let seen = try weights(try Fixture.hostConfig("teams-light"), family: "selawik")
        #expect(seen["Heavy title"] == .bold)
    }
}
