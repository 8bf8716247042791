/// A short name for some text that changes when the text changes (64-bit FNV-1a, in hex): for
/// remembering results computed from the text, not for security — anyone can make two texts
/// share one.
public enum Fingerprint {
    public static func of(_ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part.utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
            // A separator byte that UTF-8 text never holds keeps ["ab", "c"] apart from ["a", "bc"].
            hash = (hash ^ 0xFF) &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
