/// What a host documents about the images a card names (`images:` in its profile): each fact has its
/// evidence in `HostProfile.facts` as `images <key>`. nil: nothing known, nothing checked.
public struct HostImages: Sendable, Hashable {
    /// `https-only`: image URLs must be `https://` (an `http://` image may not load).
    public var httpsOnly: Bool?
    /// `data-uri`: whether `data:` URLs are drawn.
    public var dataURI: Bool?
    /// `max-pixels`: the largest width and height, in image pixels.
    public var maxPixels: Int?
    /// `max-bytes`: the largest image file, in bytes.
    public var maxBytes: Int?
    /// `animated-gif`: whether an animated GIF is supported.
    public var animatedGIF: Bool?

    public init(httpsOnly: Bool? = nil, dataURI: Bool? = nil, maxPixels: Int? = nil, maxBytes: Int? = nil, animatedGIF: Bool? = nil) {
        self.httpsOnly = httpsOnly; self.dataURI = dataURI; self.maxPixels = maxPixels; self.maxBytes = maxBytes; self.animatedGIF = animatedGIF
    }

    /// The keys of `images:` in a profile.
    public static let keys = ["https-only", "data-uri", "max-pixels", "max-bytes", "animated-gif"]
}
