extension RGBAImage {
    /// The image shrunk to `width × height` pixels (each at most the image's own, at least 1)
    /// by a box filter: each new pixel the mean of the source pixels whose centres fall in
    /// its area, in premultiplied RGBA (so colour never bleeds from transparent pixels).
    /// Cost: one pass over the source pixels.
    func resampled(width newWidth: Int, height newHeight: Int) -> RGBAImage {
        let w = min(max(newWidth, 1), width), h = min(max(newHeight, 1), height)
        if w == width && h == height { return self }
        // Sums per destination pixel (4 channels) and the count of source pixels in each.
        var sums = [UInt64](repeating: 0, count: w * h * 4)
        var counts = [UInt32](repeating: 0, count: w * h)
        var column = [Int](repeating: 0, count: width)
        for x in 0..<width { column[x] = min(x * w / width, w - 1) }
        pixels.withUnsafeBufferPointer { src in
            for y in 0..<height {
                let row = min(y * h / height, h - 1) * w
                var k = y * width * 4
                for x in 0..<width {
                    let d = row + column[x]
                    counts[d] += 1
                    sums[d * 4] += UInt64(src[k]); sums[d * 4 + 1] += UInt64(src[k + 1])
                    sums[d * 4 + 2] += UInt64(src[k + 2]); sums[d * 4 + 3] += UInt64(src[k + 3])
                    k += 4
                }
            }
        }
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for d in 0..<(w * h) {
            let n = UInt64(max(counts[d], 1))
            for c in 0..<4 { out[d * 4 + c] = UInt8((sums[d * 4 + c] + n / 2) / n) }
        }
        return RGBAImage(uncheckedWidth: w, height: h, pixels: out)
    }
}
