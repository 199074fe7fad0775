//! A player's identity on network servers, without a password (issue 26, point 2): an
//! Ed25519 key pair made on first use and kept in the data folder (`identity.key`, beside
//! the settings), whose public key ([`PlayerKey`]) a server knows the player by — ratings
//! and correspondence matches attach to it. The key proves itself on each connection by
//! signing that connection's own TLS keying material ([`Identity::prove`], checked by
//! [`verify`]): a proof is worth nothing on another connection or another server, and a
//! key that fails its proof is refused.
//!
//! The file is the player's to keep: it can be exported and imported
//! (`en-garde identity --export FILE`, `--import FILE`), is never overwritten by a new key,
//! and a damaged one is refused in words and left where it is (nothing is lost; online play
//! waits until it is mended or moved aside).

use super::hex::{from_hex, to_hex};
use ring::rand::SystemRandom;
use ring::signature::{ED25519, Ed25519KeyPair, KeyPair, UnparsedPublicKey};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::path::{Path, PathBuf};
use std::str::FromStr;

/// The first line of an identity file; the second is the key pair (PKCS#8 v2, in hex).
const FILE_HEADER: &str = "en-garde identity 1";

/// The largest identity file read, in bytes (a real one is about 200).
const MAX_FILE_BYTES: u64 = 4096;

/// The label of the keying material a proof signs (RFC 5705 / RFC 8446 exporter), and the
/// text the signature starts with, so that a signature made for this can be nothing else.
pub const PROOF_LABEL: &[u8] = b"EN-GARDE identity proof v1";

/// Bytes of keying material a proof signs.
pub const BINDING_LEN: usize = 32;

/// Bytes of a proof (an Ed25519 signature).
pub const PROOF_LEN: usize = 64;

/// A player's public key: 32 bytes, shown as 64 hexadecimal digits.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct PlayerKey(pub [u8; 32]);

impl PlayerKey {
    /// The first 16 hexadecimal digits, as a player sees the key beside a name.
    pub fn short(&self) -> String {
        self.to_string()[..16].to_string()
    }
}

impl fmt::Display for PlayerKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&to_hex(&self.0))
    }
}

impl fmt::Debug for PlayerKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PlayerKey({})", self.short())
    }
}

impl FromStr for PlayerKey {
    type Err = IdentityError;

    /// # Errors
    /// [`IdentityError::BadKey`] unless `s` is 64 hexadecimal digits.
    fn from_str(s: &str) -> Result<PlayerKey, IdentityError> {
        let bytes = from_hex(s.trim()).filter(|b| b.len() == 32).ok_or(IdentityError::BadKey)?;
        let mut key = [0; 32];
        key.copy_from_slice(&bytes);
        Ok(PlayerKey(key))
    }
}

/// A key's proof of itself on one connection: the signature of [`PROOF_LABEL`] followed
/// by the connection's keying material. [`PROOF_LEN`] bytes; anything else fails.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Proof(pub Vec<u8>);

impl fmt::Debug for Proof {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Proof({} bytes)", self.0.len())
    }
}

/// What went wrong with an identity, said so that a player can act on it.
#[derive(Debug, thiserror::Error)]
pub enum IdentityError {
    /// The file could not be read or written.
    #[error("the identity file {path}: {source}")]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    /// The file is not an identity file, or its key is damaged; it is left where it is.
    #[error(
        "{path} is not a usable identity file ({why}); it was left as it is: move it aside to start a new \
         identity, or put back the one you exported"
    )]
    BadFile { path: PathBuf, why: String },
    /// A file to import would replace a different identity that is already there.
    #[error(
        "{path} already holds another identity ({have}); move it aside first if you mean to replace it (its \
         ratings and correspondence matches stay with it)"
    )]
    WouldReplace { path: PathBuf, have: String },
    /// The system's random numbers could not be had to make a key.
    #[error("no random numbers to make a key with")]
    NoRandom,
    /// A public key is not 64 hexadecimal digits.
    #[error("a player key is 64 hexadecimal digits")]
    BadKey,
    /// The proof is not the key's signature over this connection.
    #[error("the identity's proof does not match its key")]
    BadProof,
}

/// A player's key pair, as kept in the data folder.
pub struct Identity {
    pkcs8: Vec<u8>,
    pair: Ed25519KeyPair,
}

impl fmt::Debug for Identity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Never the private key, in logs or anywhere.
        write!(f, "Identity({:?})", self.public())
    }
}

impl Identity {
    /// A new key pair from the system's random numbers.
    ///
    /// # Errors
    /// [`IdentityError::NoRandom`].
    pub fn generate() -> Result<Identity, IdentityError> {
        let doc = Ed25519KeyPair::generate_pkcs8(&SystemRandom::new()).map_err(|_| IdentityError::NoRandom)?;
        let pkcs8 = doc.as_ref().to_vec();
        let pair = Ed25519KeyPair::from_pkcs8(&pkcs8).map_err(|_| IdentityError::NoRandom)?;
        Ok(Identity { pkcs8, pair })
    }

    /// The identity an identity file's text holds (`path` names it in errors).
    ///
    /// # Errors
    /// [`IdentityError::BadFile`], saying what is wrong.
    pub fn from_file_text(text: &str, path: &Path) -> Result<Identity, IdentityError> {
        let bad = |why: &str| IdentityError::BadFile { path: path.to_path_buf(), why: why.to_string() };
        let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
        if lines.next() != Some(FILE_HEADER) {
            return Err(bad(&format!("its first line is not \"{FILE_HEADER}\"")));
        }
        let pkcs8 = lines.next().and_then(from_hex).ok_or_else(|| bad("its key is not hexadecimal digits"))?;
        if lines.next().is_some() {
            return Err(bad("it has more than a key"));
        }
        let pair = Ed25519KeyPair::from_pkcs8(&pkcs8).map_err(|_| bad("its key is damaged"))?;
        Ok(Identity { pkcs8, pair })
    }

    /// The identity file's text: [`FILE_HEADER`] and the key pair in hex.
    pub fn to_file_text(&self) -> String {
        format!("{FILE_HEADER}\n{}\n", to_hex(&self.pkcs8))
    }

    /// The identity kept at `path`, made and written there first if there is none (true
    /// when it was made now).
    ///
    /// # Errors
    /// A file that cannot be read, or is not an identity ([`IdentityError::BadFile`]: it is
    /// left untouched); a new one that cannot be written.
    pub fn load_or_make(path: &Path) -> Result<(Identity, bool), IdentityError> {
        match read_file(path) {
            Ok(text) => Ok((Identity::from_file_text(&text, path)?, false)),
            Err(IdentityError::Io { source, .. }) if source.kind() == std::io::ErrorKind::NotFound => {
                let made = Identity::generate()?;
                write_private(path, made.to_file_text().as_bytes())?;
                Ok((made, true))
            }
            Err(e) => Err(e),
        }
    }

    /// The identity kept at `file` ([`Identity::load_or_make`]), or a new one for this run
    /// when there is no file to keep it in (a game that keeps no files, a bot without a
    /// data folder).
    ///
    /// # Errors
    /// As [`Identity::load_or_make`] and [`Identity::generate`].
    pub fn kept_at(file: Option<&Path>) -> Result<Identity, IdentityError> {
        match file {
            Some(f) => Identity::load_or_make(f).map(|(me, _)| me),
            None => Identity::generate(),
        }
    }

    /// Copies the identity at `from` to `to` (an export): `to` is a new file, or the same
    /// identity already.
    ///
    /// # Errors
    /// As [`Identity::import`].
    pub fn export(from: &Path, to: &Path) -> Result<PlayerKey, IdentityError> {
        let (me, _) = Identity::load_or_make(from)?;
        Identity::install(&me, to)
    }

    /// Installs the identity in the file `from` at `to` (the data folder's identity file),
    /// checked first; an identity already at `to` is never replaced by another one.
    ///
    /// # Errors
    /// `from` unreadable or not an identity; [`IdentityError::WouldReplace`] when `to`
    /// holds another; `to` not writable.
    pub fn import(from: &Path, to: &Path) -> Result<PlayerKey, IdentityError> {
        let new = Identity::from_file_text(&read_file(from)?, from)?;
        Identity::install(&new, to)
    }

    fn install(me: &Identity, to: &Path) -> Result<PlayerKey, IdentityError> {
        match read_file(to) {
            Ok(text) => {
                let have = Identity::from_file_text(&text, to)
                    .map_or_else(|_| "an unreadable one".to_string(), |i| i.public().to_string());
                if have != me.public().to_string() {
                    return Err(IdentityError::WouldReplace { path: to.to_path_buf(), have });
                }
                Ok(me.public())
            }
            Err(IdentityError::Io { source, .. }) if source.kind() == std::io::ErrorKind::NotFound => {
                write_private(to, me.to_file_text().as_bytes())?;
                Ok(me.public())
            }
            Err(e) => Err(e),
        }
    }

    /// The public key, by which servers know this player.
    pub fn public(&self) -> PlayerKey {
        let mut key = [0; 32];
        key.copy_from_slice(self.pair.public_key().as_ref());
        PlayerKey(key)
    }

    /// The proof of this identity on a connection whose keying material (exported with
    /// [`PROOF_LABEL`], [`BINDING_LEN`] bytes) is `binding`.
    pub fn prove(&self, binding: &[u8]) -> Proof {
        Proof(self.pair.sign(&signed(binding)).as_ref().to_vec())
    }
}

/// Checks that `proof` is `key`'s proof on the connection whose keying material is
/// `binding`.
///
/// # Errors
/// [`IdentityError::BadProof`] for any other proof (of another key or connection, of
/// another length, or not a signature at all).
pub fn verify(key: &PlayerKey, binding: &[u8], proof: &Proof) -> Result<(), IdentityError> {
    if proof.0.len() != PROOF_LEN || binding.len() != BINDING_LEN {
        return Err(IdentityError::BadProof);
    }
    UnparsedPublicKey::new(&ED25519, key.0).verify(&signed(binding), &proof.0).map_err(|_| IdentityError::BadProof)
}

/// What a proof signs: the label, then the connection's keying material.
fn signed(binding: &[u8]) -> Vec<u8> {
    [PROOF_LABEL, binding].concat()
}

/// Reads a small text file, refusing one larger than [`MAX_FILE_BYTES`] unread.
fn read_file(path: &Path) -> Result<String, IdentityError> {
    use std::io::Read;
    let io = |source| IdentityError::Io { path: path.to_path_buf(), source };
    let f = std::fs::File::open(path).map_err(io)?;
    let mut text = String::new();
    f.take(MAX_FILE_BYTES + 1).read_to_string(&mut text).map_err(|e| match e.kind() {
        std::io::ErrorKind::InvalidData => {
            IdentityError::BadFile { path: path.to_path_buf(), why: "it is not text".into() }
        }
        _ => io(e),
    })?;
    if text.len() as u64 > MAX_FILE_BYTES {
        return Err(IdentityError::BadFile { path: path.to_path_buf(), why: "it is far too large".into() });
    }
    Ok(text)
}

/// Writes the file atomically and, on Unix, readable by its owner only.
fn write_private(path: &Path, bytes: &[u8]) -> Result<(), IdentityError> {
    crate::persist::store::write_atomic(path, bytes)
        .map_err(|e| IdentityError::Io { path: path.to_path_buf(), source: std::io::Error::other(e.to_string()) })?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600))
            .map_err(|source| IdentityError::Io { path: path.to_path_buf(), source })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn binding(n: u8) -> Vec<u8> {
        vec![n; BINDING_LEN]
    }

    #[test]
    fn a_proof_holds_for_its_key_and_connection_only() {
        let me = Identity::generate().unwrap();
        let other = Identity::generate().unwrap();
        let proof = me.prove(&binding(1));
        assert!(verify(&me.public(), &binding(1), &proof).is_ok());
        assert!(
            matches!(verify(&me.public(), &binding(2), &proof), Err(IdentityError::BadProof)),
            "another connection"
        );
        assert!(matches!(verify(&other.public(), &binding(1), &proof), Err(IdentityError::BadProof)), "another key");
        let mut bent = proof.clone();
        bent.0[10] ^= 1;
        assert!(verify(&me.public(), &binding(1), &bent).is_err(), "a changed signature");
        assert!(verify(&me.public(), &binding(1), &Proof(proof.0[..63].to_vec())).is_err(), "too short");
        assert!(verify(&me.public(), &binding(1), &Proof(vec![0; 4096])).is_err(), "too long");
        assert!(verify(&me.public(), &binding(1)[..31], &proof).is_err(), "a short binding");
    }

    #[test]
    fn the_file_is_made_once_then_kept_and_a_bad_one_is_left_alone() {
        let dir = std::env::temp_dir().join(format!("en-garde-identity-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let path = dir.join("identity.key");
        let (first, made) = Identity::load_or_make(&path).unwrap();
        assert!(made);
        let (again, made) = Identity::load_or_make(&path).unwrap();
        assert!(!made);
        assert_eq!(first.public(), again.public(), "the same identity each start");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            assert_eq!(std::fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o600);
        }
        // Export, and import into another data folder; never over another identity.
        let exported = dir.join("exported.key");
        assert_eq!(Identity::export(&path, &exported).unwrap(), first.public());
        let elsewhere = dir.join("other").join("identity.key");
        assert_eq!(Identity::import(&exported, &elsewhere).unwrap(), first.public());
        assert_eq!(Identity::import(&exported, &elsewhere).unwrap(), first.public(), "the same one again is fine");
        let stranger = dir.join("stranger.key");
        std::fs::write(&stranger, Identity::generate().unwrap().to_file_text()).unwrap();
        assert!(matches!(Identity::import(&stranger, &elsewhere), Err(IdentityError::WouldReplace { .. })));
        assert_eq!(Identity::load_or_make(&elsewhere).unwrap().0.public(), first.public(), "kept");
        // Damaged files: refused in words, left as they were.
        for text in ["", "hello", "en-garde identity 1\nzz\n", "en-garde identity 1\n00ff\n"] {
            std::fs::write(&path, text).unwrap();
            let e = Identity::load_or_make(&path).unwrap_err();
            assert!(matches!(e, IdentityError::BadFile { .. }), "{text:?}: {e}");
            assert!(e.to_string().contains("left as it is"), "{e}");
            assert_eq!(std::fs::read_to_string(&path).unwrap(), text, "untouched");
        }
        std::fs::write(&path, vec![b'a'; 10_000]).unwrap();
        assert!(matches!(Identity::load_or_make(&path), Err(IdentityError::BadFile { .. })), "too large");
        std::fs::write(&path, [0xff, 0xfe, 0x00]).unwrap();
        assert!(matches!(Identity::load_or_make(&path), Err(IdentityError::BadFile { .. })), "not text");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn keys_read_back_as_written() {
        let key = Identity::generate().unwrap().public();
        assert_eq!(key.to_string().parse::<PlayerKey>().unwrap(), key);
        assert_eq!(key.short().len(), 16);
        for bad in ["", "00", &"g".repeat(64), &"0".repeat(66)] {
            assert!(bad.parse::<PlayerKey>().is_err(), "{bad:?}");
        }
        // Debug output (logs) never shows the private key.
        let me = Identity::generate().unwrap();
        let private = to_hex(&me.pkcs8[16..24]);
        assert!(!format!("{me:?}").contains(&private) && format!("{me:?}").contains(&me.public().short()));
    }
}
