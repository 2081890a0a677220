import Testing
@testable import CardlintRules

/// What a card states about an image it holds as a data URL: media type, bytes, pixel size, animation.
@Suite struct ImageDataTests {
    @Test func dataURLsAreRecognisedAndDecoded() throws {
        #expect(ImageData.isDataURL(" DATA:image/png;base64,AA=="))
        #expect(!ImageData.isDataURL("https://example.com/data:x"))
        #expect(ImageData.isDataURL("data:") && ImageData.isDataURL("   dAtA:,x") && !ImageData.isDataURL("data") && !ImageData.isDataURL(""))
        #expect(!ImageData.isDataURL("\tdata:x") && !ImageData.isDataURL("dataX:x") && !ImageData.isDataURL("dáta:x"))
        #expect(!ImageData.isDataURL("   ") && ImageData.isDataURL(String(repeating: " ", count: 40) + "DATA:image/gif;base64,R0lG"))
        let d = try #require(ImageData("data:Image/PNG;name=a;base64,aGVsbG8="))
        #expect(d.mediaType == "image/png" && d.bytes == Array("hello".utf8))
        #expect(ImageData("data:image/svg+xml,%3Csvg%3E")?.bytes == nil, "not base64: no bytes")
        #expect(ImageData("data:image/png;base64,@{body('x')}")?.bytes == nil, "an expression inside: not decoded")
        #expect(ImageData.base64("aGk".utf8) == Array("hi".utf8), "padding optional")
        #expect(ImageData.base64("a-_b".utf8) != nil, "URL-safe alphabet")
    }

    @Test func pixelSizesAreReadFromTheHeader() throws {
        #expect(ImageData("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAB9AAAAXcCAYAAAB6ZRUrAAAAAElFTkSuQmCC")?.pixelSize.map { [$0.width, $0.height] } == [2000, 1500])
        #expect(ImageData("data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAAKAAAALAAAAAABAAEAAAICRAEAOw==")?.pixelSize.map { [$0.width, $0.height] } == [1, 1])
        // A JPEG: SOI, an APP0 segment, then SOF0 with height 300 and width 400.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0x2C, 0x01, 0x90, 0x03]
        let url = "data:image/jpeg;base64," + Self.encode(jpeg)
        #expect(ImageData(url)?.pixelSize.map { [$0.width, $0.height] } == [400, 300])
        #expect(ImageData("data:image/png;base64,iVBORw0K")?.pixelSize == nil, "cut short")
    }

    @Test func animatedGIFsAreThoseWithTwoImages() {
        #expect(ImageData("data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH/C05FVFNDQVBFMi4wAwEAAAAh+QQACgAAACwAAAAAAQABAAACAkQBACH5BAAKAAAALAAAAAABAAEAAAICRAEAOw==")?.isAnimatedGIF == true)
        #expect(ImageData("data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAAKAAAALAAAAAABAAEAAAICRAEAOw==")?.isAnimatedGIF == false)
        #expect(ImageData("data:image/gif;base64,R0lGODlh")?.isAnimatedGIF == false, "cut short: not animated, no crash")
    }

    @Test func httpURLsAreRecognisedInAnyCase() {
        #expect(HostImage.isHTTP("http://example.com/a.png") && HostImage.isHTTP("HTTP://EXAMPLE.COM"))
        #expect(!HostImage.isHTTP("https://example.com/a.png") && !HostImage.isHTTP("http:/x") && !HostImage.isHTTP(""))
        #expect(!HostImage.isHTTP("data:image/png;base64,AA=="))
    }

    static func encode(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var out = ""
        var i = 0
        while i < bytes.count {
            let n = min(3, bytes.count - i)
            var v = 0
            for k in 0..<3 { v = v << 8 | (k < n ? Int(bytes[i + k]) : 0) }
            for k in 0..<4 { out.append(k <= n ? alphabet[(v >> (18 - 6 * k)) & 63] : "=") }
            i += 3
        }
        return out
    }
}
