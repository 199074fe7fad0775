//! The transport of network play: QUIC (quinn) with TLS 1.3 (rustls on ring), under
//! bevy_replicon as its messaging backend — every datagram encrypted and authenticated
//! with keys that only the two ends hold (issue 24).
//!
//! Why QUIC, and not renet's netcode (the transport before): netcode's unsecure mode seals
//! its connect token with a public all-zero key, so anyone could make one with their own
//! timeout and expiry and an eavesdropper could open a client's first packet and take its
//! session keys; its secure mode needs the tokens handed out over a second, TLS, channel;
//! and renetcode 2.0.0 and renet 2.0.1 each panic on one hostile packet (F01, F02). QUIC
//! has TLS 1.3 built in (one UDP port, no second channel), the server's own idle timeout
//! that a client cannot stretch, a stateless retry that keeps spoofed addresses from
//! holding any state, and quinn is built and fuzzed for the open internet.
//! (bevy_replicon_quinnet, the maintained backend, has no release for bevy_replicon 0.44;
//! bevy_quinnet accepts handshakes one at a time and does not expose the server's
//! transport settings, so this module is the small glue of its own.)
//!
//! Trust: the server has a key pair and a self-signed certificate ([`ServerIdentity`]),
//! kept in its data folder (so its key outlives a restart) and printed as a
//! [`Fingerprint`] when it starts. A client either pins that fingerprint
//! ([`ServerTrust::Pinned`], `bot --server-key`) or trusts the key it is shown the first
//! time and refuses any other key at that address afterwards ([`ServerTrust::FirstUse`],
//! kept in a file of known servers). No certificate authority is involved: the client
//! checks the key, and the TLS handshake proves the server holds it.
//!
//! On the wire, each connection carries one unidirectional stream each way, opened with
//! [`MAGIC`]; on it every replicon message is a frame: its channel (one byte), its length
//! (four bytes, little-endian) and its bytes. One ordered, reliable stream satisfies every
//! replicon channel's guarantee (ordered, unordered, unreliable). Frames are bounded
//! ([`MAX_FRAME_FROM_CLIENT`], [`MAX_FRAME_FROM_SERVER`]) before anything is allocated.

pub mod client;
pub mod server;

pub use client::{QuicClient, ServerTrust};
pub use server::{QuicServer, ServerIdentity};

use bytes::Bytes;
use quinn::{RecvStream, SendStream};
use std::fmt;
use std::str::FromStr;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

/// The application protocol a connection negotiates in its TLS handshake (ALPN).
pub const ALPN: &[u8] = b"en-garde/3";

/// The name in a server's certificate. The client checks the certificate's key (its
/// [`Fingerprint`]), not this name.
pub const SERVER_NAME: &str = "en-garde";

/// The first bytes of each stream: an En Garde peer of this framing.
pub const MAGIC: &[u8; 8] = b"ENGARDE\x03";

/// The largest frame a server reads from a client, in bytes (a client's messages are far
/// smaller; the server's traffic guard refuses those over 1 KiB in words).
pub const MAX_FRAME_FROM_CLIENT: usize = 64 * 1024;

/// The largest frame a client reads from a server, in bytes (a whole table, or the record
/// of a long match, is a few KiB).
pub const MAX_FRAME_FROM_SERVER: usize = 256 * 1024;

/// Frames waiting to be read by the app, per connection: when full, reading stops and
/// QUIC's flow control holds the sender back.
const INBOX_FRAMES: usize = 1024;

/// Frames waiting to be sent, per connection: a peer that does not read is dropped when
/// this fills.
const OUTBOX_FRAMES: usize = 4096;

/// How long a closing side waits for the peer to read what was sent last.
const FLUSH_TIMEOUT: Duration = Duration::from_secs(2);

/// The process's runtime for the transport's tasks (two worker threads, shared by every
/// app of the process: the tests run many).
fn runtime() -> &'static tokio::runtime::Runtime {
    static RUNTIME: OnceLock<tokio::runtime::Runtime> = OnceLock::new();
    RUNTIME.get_or_init(|| {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("en-garde-net")
            .enable_all()
            .build()
            .expect("the network runtime starts (two threads)")
    })
}

/// The crypto provider every TLS configuration here uses: ring's.
fn provider() -> Arc<rustls::crypto::CryptoProvider> {
    Arc::new(rustls::crypto::ring::default_provider())
}

/// A server key's fingerprint: the SHA-256 of its certificate, written as 64 hex digits.
/// What a client pins ([`ServerTrust`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Fingerprint(pub [u8; 32]);

impl Fingerprint {
    /// The fingerprint of the certificate `der`.
    pub fn of(der: &[u8]) -> Fingerprint {
        let digest = ring::digest::digest(&ring::digest::SHA256, der);
        let mut out = [0u8; 32];
        out.copy_from_slice(digest.as_ref());
        Fingerprint(out)
    }
}

impl fmt::Display for Fingerprint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::net::hex::to_hex(&self.0))
    }
}

impl fmt::Debug for Fingerprint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Fingerprint({self})")
    }
}

/// What is wrong with a typed fingerprint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadFingerprint;

impl fmt::Display for BadFingerprint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a server key is 64 hexadecimal digits (as the server prints it)")
    }
}

impl std::error::Error for BadFingerprint {}

impl FromStr for Fingerprint {
    type Err = BadFingerprint;

    /// 64 hex digits, in either case; colons, spaces and a leading `sha256:` are ignored.
    fn from_str(s: &str) -> Result<Fingerprint, BadFingerprint> {
        let s = s.trim();
        let s = s.strip_prefix("sha256:").or_else(|| s.strip_prefix("SHA256:")).unwrap_or(s);
        let digits: String = s.chars().filter(|c| *c != ':' && !c.is_whitespace()).collect();
        let bytes = crate::net::hex::from_hex(&digits).filter(|b| b.len() == 32).ok_or(BadFingerprint)?;
        let mut out = [0u8; 32];
        out.copy_from_slice(&bytes);
        Ok(Fingerprint(out))
    }
}

/// The server app's alarm: the transport's tasks ring it when a client connects, leaves or
/// sends something, so that the server's loop ([`crate::net::stack::run_when_woken`])
/// sleeps while nothing happens (an idle server uses next to no CPU, F18) and answers at
/// once when something does.
#[derive(bevy::prelude::Resource, Clone, Default)]
pub struct Wake(Arc<(std::sync::Mutex<bool>, std::sync::Condvar)>);

impl Wake {
    /// Rings the alarm.
    pub fn ring(&self) {
        let (rung, bell) = &*self.0;
        *rung.lock().unwrap_or_else(|p| p.into_inner()) = true;
        bell.notify_one();
    }

    /// Waits until the alarm rings, at most `limit`, and resets it.
    pub fn wait(&self, limit: Duration) {
        let (rung, bell) = &*self.0;
        let guard = rung.lock().unwrap_or_else(|p| p.into_inner());
        let (mut guard, _) = bell.wait_timeout_while(guard, limit, |r| !*r).unwrap_or_else(|p| p.into_inner());
        *guard = false;
    }
}

/// What one side queues for the other's connection.
enum Outgoing {
    /// A message on a channel.
    Frame(u8, Bytes),
    /// The end of what the server sent in one of its frames ([`END_OF_BATCH`]).
    EndOfBatch,
    /// Send what is queued, end the stream, wait for the peer to read it, then close.
    Close,
}

/// Why reading a peer's stream stopped.
#[derive(Debug)]
enum ReadEnd {
    /// The peer ended its stream (or the app stopped reading).
    Finished,
    /// The peer broke the framing: a channel or length out of bounds, or not [`MAGIC`].
    Broken(String),
    /// The connection failed.
    Lost(String),
}

/// The channel byte of the frame that ends a server frame's messages ([`Outgoing::EndOfBatch`]),
/// with a length of 0.
const END_OF_BATCH: u8 = 0xFF;

/// The most frames, and bytes, one batch may hold before its end.
const BATCH_MAX_FRAMES: usize = 8192;
const BATCH_MAX_BYTES: usize = 8 * 1024 * 1024;

/// A server frame's messages, handed to the app together.
type Batch = Vec<(u8, Bytes)>;

/// Reads [`MAGIC`] (within `magic_within`), then frames into `inbox` until the stream
/// ends: each frame's channel below `channels` and length at most `max`, checked before
/// its bytes are read. With `batched`, the frames are handed over only as whole batches
/// (up to each [`END_OF_BATCH`] frame): what one server frame sent reaches the client's
/// replication together — a table's step and the hands it shows, say — as it did when a
/// frame's messages rode in one datagram; without, each frame is a batch of its own.
async fn read_frames(
    recv: &mut RecvStream,
    inbox: tokio::sync::mpsc::Sender<Batch>,
    channels: usize,
    max: usize,
    magic_within: Duration,
    batched: bool,
    wake: &Wake,
) -> ReadEnd {
    let mut magic = [0u8; MAGIC.len()];
    match tokio::time::timeout(magic_within, recv.read_exact(&mut magic)).await {
        Ok(Ok(())) => {}
        Ok(Err(e)) => return ReadEnd::Lost(e.to_string()),
        Err(_) => return ReadEnd::Broken("nothing said in time".into()),
    }
    if &magic != MAGIC {
        return ReadEnd::Broken("not an En Garde stream".into());
    }
    let mut batch: Batch = Vec::new();
    let mut batch_bytes = 0;
    loop {
        let mut header = [0u8; 5];
        match recv.read_exact(&mut header).await {
            Ok(()) => {}
            Err(quinn::ReadExactError::FinishedEarly(0)) => return ReadEnd::Finished,
            Err(e) => return ReadEnd::Lost(e.to_string()),
        }
        let channel = header[0];
        let len = u32::from_le_bytes([header[1], header[2], header[3], header[4]]) as usize;
        if batched && channel == END_OF_BATCH && len == 0 {
            if inbox.send(std::mem::take(&mut batch)).await.is_err() {
                return ReadEnd::Finished;
            }
            batch_bytes = 0;
            wake.ring();
            continue;
        }
        if usize::from(channel) >= channels {
            return ReadEnd::Broken(format!("a message on channel {channel} (there are {channels})"));
        }
        if len > max {
            return ReadEnd::Broken(format!("a message of {len} bytes (at most {max})"));
        }
        let mut bytes = vec![0u8; len];
        if let Err(e) = recv.read_exact(&mut bytes).await {
            return ReadEnd::Lost(e.to_string());
        }
        batch_bytes += len;
        batch.push((channel, Bytes::from(bytes)));
        if !batched {
            if inbox.send(std::mem::take(&mut batch)).await.is_err() {
                return ReadEnd::Finished;
            }
            wake.ring();
        } else if batch.len() > BATCH_MAX_FRAMES || batch_bytes > BATCH_MAX_BYTES {
            return ReadEnd::Broken(format!(
                "more than {BATCH_MAX_FRAMES} messages or {BATCH_MAX_BYTES} bytes at once"
            ));
        }
    }
}

/// Writes [`MAGIC`], then what is queued in `outbox`, several frames to a write, until the
/// app closes the connection ([`Outgoing::Close`]: flushed first) or drops its sender.
async fn write_frames(send: &mut SendStream, mut outbox: tokio::sync::mpsc::Receiver<Outgoing>) {
    if send.write_all(MAGIC).await.is_err() {
        return;
    }
    let mut buf = Vec::new();
    while let Some(first) = outbox.recv().await {
        buf.clear();
        let mut close = false;
        let mut next = Some(first);
        while let Some(out) = next {
            match out {
                Outgoing::Frame(channel, bytes) => {
                    buf.push(channel);
                    buf.extend_from_slice(&(bytes.len() as u32).to_le_bytes());
                    buf.extend_from_slice(&bytes);
                }
                Outgoing::EndOfBatch => {
                    buf.push(END_OF_BATCH);
                    buf.extend_from_slice(&0u32.to_le_bytes());
                }
                Outgoing::Close => {
                    close = true;
                    break;
                }
            }
            next = outbox.try_recv().ok();
        }
        if !buf.is_empty() && send.write_all(&buf).await.is_err() {
            return;
        }
        if close {
            let _ = send.finish();
            let _ = tokio::time::timeout(FLUSH_TIMEOUT, send.stopped()).await;
            return;
        }
    }
}

/// A connection's keying material for a player's identity proof: the TLS exporter's
/// output for `identity::PROOF_LABEL` (no context), [`crate::net::identity::BINDING_LEN`]
/// bytes, equal on both ends of one connection and unrelated on any other.
pub(crate) fn exported(conn: &quinn::Connection) -> Option<[u8; crate::net::identity::BINDING_LEN]> {
    let mut out = [0; crate::net::identity::BINDING_LEN];
    conn.export_keying_material(&mut out, crate::net::identity::PROOF_LABEL, b"").ok()?;
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fingerprint_reads_back_as_printed_and_refuses_other_text() {
        let f = Fingerprint::of(b"a certificate");
        let text = f.to_string();
        assert_eq!(text.len(), 64);
        assert_eq!(text.parse::<Fingerprint>(), Ok(f));
        assert_eq!(format!("SHA256:{}", text.to_uppercase()).parse::<Fingerprint>(), Ok(f));
        let with_colons: String =
            text.as_bytes().chunks(2).map(|p| std::str::from_utf8(p).unwrap()).collect::<Vec<_>>().join(":");
        assert_eq!(with_colons.parse::<Fingerprint>(), Ok(f));
        assert_eq!(text[..62].parse::<Fingerprint>(), Err(BadFingerprint));
        assert_eq!(format!("{}zz", &text[..62]).parse::<Fingerprint>(), Err(BadFingerprint));
        assert_ne!(Fingerprint::of(b"another"), f);
    }
}
