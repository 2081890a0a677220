import CardlintText
import Testing

@Suite struct DrawnTextTests {
    @Test(arguments: [
        ("**Bold** and _italic_ and *more*", "Bold and italic and more"),
        ("Read [the guide](https://example.com/guide) first", "Read the guide first"),
        ("Hi <at>Megan Bowen</at>!", "Hi Megan Bowen!"),
        ("Due {{DATE(2017-02-14T06:08:39Z, SHORT)}}", "Due Wed, Sep 27, 2017"),
        ("Due {{DATE(2017-02-14T06:08:39Z, LONG)}}", "Due Wednesday, September 27, 2017"),
        ("Due {{DATE(2017-02-14T06:08:39Z)}}", "Due 12/27/2017"),
        ("At {{TIME(2017-02-14T06:08:39Z)}}", "At 12:00 PM"),
        ("Hi ${user.name}, welcome", "Hi , welcome"),
        ("Hi <at>${userName}</at>", "Hi "),
        // HTML entities the renderers decode (a flight card pads its columns with &nbsp;).
        ("Seattle&nbsp;&nbsp;&gt;&nbsp;Amsterdam", "Seattle  > Amsterdam"),
        ("Fish &amp; chips &quot;to go&quot;", "Fish & chips \"to go\""),
        ("&amp;lt; stays one level deep", "&lt; stays one level deep"),
    ])
    func drawnCharacters(_ source: String, _ drawn: String) {
        #expect(DrawnText.of(source) == drawn)
    }

    @Test(arguments: ["snake_case_name stays", "2 * 3 * 4", "a_b and c_d", "plain text", "price $5", "R&D &copy; & co"])
    func leavesOrdinaryTextAlone(_ s: String) {
        #expect(DrawnText.of(s) == s)
    }
}
