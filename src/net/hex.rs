//! Bytes as hexadecimal digits, as keys are shown to players and kept in files: the
//! server's key fingerprint, a player's identity key and key pair.

/// `bytes` as lower-case hexadecimal digits, two per byte.
pub fn to_hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The bytes that hexadecimal digits `s` stand for (either case, two per byte); `None`
/// for an odd count or anything that is not a hexadecimal digit.
pub fn from_hex(s: &str) -> Option<Vec<u8>> {
    // Digits only: `from_str_radix` alone would take a sign ("+1").
    if !s.len().is_multiple_of(2) || !s.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    (0..s.len()).step_by(2).map(|i| u8::from_str_radix(&s[i..i + 2], 16).ok()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_reads_back_as_written_and_refuses_the_rest() {
        let bytes = [0u8, 1, 0xab, 0xff];
        assert_eq!(to_hex(&bytes), "0001abff");
        assert_eq!(from_hex("0001ABff").as_deref(), Some(&bytes[..]));
        for bad in ["0", "0g", "+1", "é0", "00 "] {
            assert_eq!(from_hex(bad), None, "{bad:?}");
        }
    }
}
