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
//! (one to four bytes, seven bits each, least significant first) and its bytes. One ordered, reliable stream satisfies every
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
pub const ALPN: &[u8] = b"en-garde/4";

/// The name in a server's certificate. The client checks the certificate's key (its
/// [`Fingerprint`]), not this name.
pub const SERVER_NAME: &str = "en-garde";

/// The first bytes of each stream: an En Garde peer of this framing.
pub const MAGIC: &[u8; 8] = b"ENGARDE\x04";

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

/// Bytes waiting to be sent, per connection of a server ([`Queued`]): a peer that does not
/// take what it is sent (it does not read, or does not acknowledge) is dropped when this
/// fills, rather than its messages piling up (issue 27, point 6: a whole table is a few
/// KiB, a long match's record some tens).
pub const OUTBOX_BYTES: usize = 512 * 1024;

/// Bytes a server's connection holds that the peer has not acknowledged (QUIC's send
/// window, across its streams): what a peer that never acknowledges can make the server
/// keep, at most, besides [`OUTBOX_BYTES`] (quinn's default is 10 MB).
pub const SEND_WINDOW: u64 = 256 * 1024;

/// How long a write may wait for the peer to take it (its flow control credit, or its
/// acknowledgements freeing [`SEND_WINDOW`]) before the connection is given up: a peer
/// that keeps its connection alive but takes nothing is dropped within this (issue 27,
/// point 6). The same as the server's idle timeout.
pub const SEND_STALL: Duration = Duration::from_secs(20);

/// How long a closing side waits for the peer to read what was sent last.
const FLUSH_TIMEOUT: Duration = Duration::from_secs(2);

/// The transport runtime's worker threads, read when it starts: two (the game, the tests
/// with many apps in one process), one for the dedicated server ([`run_network_on_one_thread`]).
static NETWORK_THREADS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(2);

/// Makes the transport run on one worker thread, before it first starts: the dedicated
/// server's many connections pass their packets between tasks on one thread rather than
/// waking another for each (issue 27: a fifth less CPU per step under load, measured).
pub fn run_network_on_one_thread() {
    NETWORK_THREADS.store(1, std::sync::atomic::Ordering::SeqCst);
}

/// The process's runtime for the transport's tasks (shared by every app of the process:
/// the tests run many; [`NETWORK_THREADS`] workers).
pub(crate) fn runtime() -> &'static tokio::runtime::Runtime {
    static RUNTIME: OnceLock<tokio::runtime::Runtime> = OnceLock::new();
    RUNTIME.get_or_init(|| {
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(NETWORK_THREADS.load(std::sync::atomic::Ordering::SeqCst).max(1))
            .thread_name("en-garde-net")
            .enable_all()
            .build()
            .expect("the network runtime starts")
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
pub struct Wake(Arc<(std::sync::Mutex<Bell>, std::sync::Condvar)>);

/// Whether the [`Wake`] rang, and which of a server's connections have something to read
/// since the app last looked ([`Arrival`]).
#[derive(Default)]
struct Bell {
    rung: bool,
    ready: Vec<u64>,
}

impl Wake {
    /// Rings the alarm.
    pub fn ring(&self) {
        self.ring_for(None);
    }

    fn ring_for(&self, peer: Option<u64>) {
        let (bell, ringing) = &*self.0;
        let mut bell = bell.lock().unwrap_or_else(|p| p.into_inner());
        bell.rung = true;
        bell.ready.extend(peer);
        ringing.notify_one();
    }

    /// Waits until the alarm rings, at most `limit`, and resets it.
    pub fn wait(&self, limit: Duration) {
        let (bell, ringing) = &*self.0;
        let guard = bell.lock().unwrap_or_else(|p| p.into_inner());
        let (mut guard, _) = ringing.wait_timeout_while(guard, limit, |b| !b.rung).unwrap_or_else(|p| p.into_inner());
        guard.rung = false;
    }

    /// The connections that have something to read since the last call, each once.
    fn take_ready(&self) -> Vec<u64> {
        let (bell, _) = &*self.0;
        std::mem::take(&mut bell.lock().unwrap_or_else(|p| p.into_inner()).ready)
    }
}

/// How a connection's reader tells the app that something arrived: it rings the app's
/// [`Wake`], and on a server names the connection — once, until the app has read it — so
/// that a frame reads the connections that sent something, not all of them (issue 27: a
/// server of 20,000 idle connections polled each one every frame).
#[derive(Clone)]
pub(crate) struct Arrival {
    wake: Wake,
    /// The server's connection id, and whether it is named already.
    peer: Option<(u64, Arc<std::sync::atomic::AtomicBool>)>,
}

impl Arrival {
    /// A client's: it rings a [`Wake`] of its own, which nobody waits on.
    pub(crate) fn of_client() -> Arrival {
        Arrival { wake: Wake::default(), peer: None }
    }

    fn ring(&self) {
        match &self.peer {
            Some((id, named)) if !named.swap(true, std::sync::atomic::Ordering::SeqCst) => {
                self.wake.ring_for(Some(*id))
            }
            _ => self.wake.ring(),
        }
    }
}

/// What one side queues for the other's connection.
pub(crate) enum Outgoing {
    /// A message on a channel.
    Frame(u8, Bytes),
    /// The end of what the server sent in one of its frames ([`END_OF_BATCH`]).
    EndOfBatch,
    /// Send what is queued, end the stream, wait for the peer to read it, then close.
    Close,
}

/// Why reading a peer's stream stopped.
#[derive(Debug)]
pub(crate) enum ReadEnd {
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
pub(crate) type Batch = Vec<(u8, Bytes)>;

/// Reads [`MAGIC`] (within `magic_within`), then frames into `inbox` until the stream
/// ends: each frame's channel below `channels` and length at most `max`, checked before
/// its bytes are read. With `batched`, the frames are handed over only as whole batches
/// (up to each [`END_OF_BATCH`] frame): what one server frame sent reaches the client's
/// replication together — a table's step and the hands it shows, say — as it did when a
/// frame's messages rode in one datagram; without, each frame is a batch of its own.
pub(crate) async fn read_frames(
    recv: &mut RecvStream,
    inbox: tokio::sync::mpsc::Sender<Batch>,
    channels: usize,
    max: usize,
    magic_within: Duration,
    batched: bool,
    arrival: &Arrival,
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
        let mut byte = [0u8; 1];
        match recv.read_exact(&mut byte).await {
            Ok(()) => {}
            Err(quinn::ReadExactError::FinishedEarly(0)) => return ReadEnd::Finished,
            Err(e) => return ReadEnd::Lost(e.to_string()),
        }
        let channel = byte[0];
        // The length: seven bits a byte, least significant first, at most four bytes.
        let mut len = 0usize;
        for i in 0..=LENGTH_BYTES {
            if i == LENGTH_BYTES {
                return ReadEnd::Broken(format!("a frame's length of more than {LENGTH_BYTES} bytes"));
            }
            if let Err(e) = recv.read_exact(&mut byte).await {
                return ReadEnd::Lost(e.to_string());
            }
            len |= usize::from(byte[0] & 0x7F) << (7 * i);
            if byte[0] & 0x80 == 0 {
                break;
            }
        }
        if batched && channel == END_OF_BATCH && len == 0 {
            if inbox.send(std::mem::take(&mut batch)).await.is_err() {
                return ReadEnd::Finished;
            }
            batch_bytes = 0;
            arrival.ring();
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
            arrival.ring();
        } else if batch.len() > BATCH_MAX_FRAMES || batch_bytes > BATCH_MAX_BYTES {
            return ReadEnd::Broken(format!(
                "more than {BATCH_MAX_FRAMES} messages or {BATCH_MAX_BYTES} bytes at once"
            ));
        }
    }
}

/// The most bytes a frame's length takes (seven bits each: lengths below 256 MiB, past
/// every limit of [`MAX_FRAME_FROM_CLIENT`] and [`MAX_FRAME_FROM_SERVER`]).
const LENGTH_BYTES: usize = 4;

/// Writes `len` as a frame's length: seven bits a byte, least significant first, the top
/// bit set on every byte but the last (one byte below 128, two below 16 KiB).
fn put_length(buf: &mut Vec<u8>, mut len: usize) {
    while len >= 0x80 {
        buf.push((len & 0x7F) as u8 | 0x80);
        len >>= 7;
    }
    buf.push(len as u8);
}

/// The bytes of the frames queued for a connection and not yet written: the app adds a
/// frame's bytes as it queues it, [`write_frames`] takes them off as it writes.
#[derive(Clone, Default, Debug)]
pub(crate) struct Queued(Arc<std::sync::atomic::AtomicUsize>);

impl Queued {
    /// Counts `len` more bytes queued, unless that would make more than `limit`: then
    /// nothing is counted and the answer is `false`.
    pub(crate) fn add(&self, len: usize, limit: usize) -> bool {
        use std::sync::atomic::Ordering;
        self.0.fetch_update(Ordering::SeqCst, Ordering::SeqCst, |q| q.checked_add(len).filter(|n| *n <= limit)).is_ok()
    }

    /// Takes `len` bytes off (frames written, or one that could not be queued).
    pub(crate) fn take(&self, len: usize) {
        use std::sync::atomic::Ordering;
        let _ = self.0.fetch_update(Ordering::SeqCst, Ordering::SeqCst, |q| Some(q.saturating_sub(len)));
    }
}

/// Why [`write_frames`] stopped.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum WriteEnd {
    /// The app closed the connection or dropped its sender.
    Done,
    /// The stream failed (the connection is gone).
    Lost,
    /// A write waited [`SEND_STALL`] for the peer to take it.
    Stalled,
}

/// Writes `bytes` unless the peer takes none of it for [`SEND_STALL`].
async fn write_or_stall(send: &mut SendStream, bytes: &[u8]) -> Result<(), WriteEnd> {
    match tokio::time::timeout(SEND_STALL, send.write_all(bytes)).await {
        Ok(Ok(())) => Ok(()),
        Ok(Err(_)) => Err(WriteEnd::Lost),
        Err(_) => Err(WriteEnd::Stalled),
    }
}

/// Writes [`MAGIC`], then what is queued in `outbox`, several frames to a write, until the
/// app closes the connection ([`Outgoing::Close`]: flushed first) or drops its sender, the
/// stream fails, or one write waits [`SEND_STALL`] (the peer takes nothing). Each frame's
/// bytes are taken off `queued` as it is written.
pub(crate) async fn write_frames(
    send: &mut SendStream,
    mut outbox: tokio::sync::mpsc::Receiver<Outgoing>,
    queued: &Queued,
) -> WriteEnd {
    if let Err(end) = write_or_stall(send, MAGIC).await {
        return end;
    }
    let mut buf = Vec::new();
    while let Some(first) = outbox.recv().await {
        buf.clear();
        let mut close = false;
        let mut frames_bytes = 0;
        let mut next = Some(first);
        while let Some(out) = next {
            match out {
                Outgoing::Frame(channel, bytes) => {
                    buf.push(channel);
                    put_length(&mut buf, bytes.len());
                    buf.extend_from_slice(&bytes);
                    frames_bytes += bytes.len();
                }
                Outgoing::EndOfBatch => {
                    buf.push(END_OF_BATCH);
                    put_length(&mut buf, 0);
                }
                Outgoing::Close => {
                    close = true;
                    break;
                }
            }
            next = outbox.try_recv().ok();
        }
        if !buf.is_empty()
            && let Err(end) = write_or_stall(send, &buf).await
        {
            return end;
        }
        // Counted until written: a peer that takes nothing keeps its queue full.
        queued.take(frames_bytes);
        if close {
            let _ = send.finish();
            let _ = tokio::time::timeout(FLUSH_TIMEOUT, send.stopped()).await;
            return WriteEnd::Done;
        }
    }
    WriteEnd::Done
}

/// The UDP socket buffers asked for a socket that carries many connections (a server's,
/// a crowd's), each way, in bytes. The system grants at most its own limit (Linux:
/// `net.core.rmem_max`, 4 MiB on many distributions); the default of about 208 KiB
/// dropped datagrams when 20,000 clients connected at once (issue 27).
pub const BUSY_SOCKET_BUFFER: usize = 8 * 1024 * 1024;

/// Asks for [`BUSY_SOCKET_BUFFER`] each way on `socket`; what the system refuses is kept
/// as it was (the socket works either way, dropping more under bursts).
pub(crate) fn widen_buffers(socket: &std::net::UdpSocket) {
    let socket = socket2::SockRef::from(socket);
    let _ = socket.set_recv_buffer_size(BUSY_SOCKET_BUFFER);
    let _ = socket.set_send_buffer_size(BUSY_SOCKET_BUFFER);
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
    fn a_connections_queue_counts_its_bytes_up_to_its_limit_and_no_further() {
        let queued = Queued::default();
        assert!(queued.add(OUTBOX_BYTES - 10, OUTBOX_BYTES));
        assert!(queued.add(10, OUTBOX_BYTES), "exactly the limit is taken");
        assert!(!queued.add(1, OUTBOX_BYTES), "one byte more is refused");
        queued.take(100);
        assert!(!queued.add(101, OUTBOX_BYTES), "a refused add counted nothing");
        assert!(queued.add(100, OUTBOX_BYTES));
        queued.take(usize::MAX);
        assert!(queued.add(OUTBOX_BYTES, OUTBOX_BYTES), "taking more than is queued leaves none");
        assert!(!queued.add(usize::MAX, usize::MAX), "no overflow");
    }

    #[test]
    fn a_frames_length_takes_one_byte_below_128_and_at_most_four() {
        let put = |len| {
            let mut buf = Vec::new();
            put_length(&mut buf, len);
            buf
        };
        assert_eq!(put(0), [0]);
        assert_eq!(put(127), [127]);
        assert_eq!(put(128), [0x80, 1]);
        assert_eq!(put(300), [0xAC, 0x02]);
        assert_eq!(put(MAX_FRAME_FROM_SERVER), [0x80, 0x80, 0x10]);
        assert_eq!(put((1 << 28) - 1).len(), LENGTH_BYTES);
    }

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
