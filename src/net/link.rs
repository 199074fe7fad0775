//! Invite links (issue 26, point 3): `en-garde://HOST:PORT/ROOM?key=KEY` names a room on a
//! server and the key that server shows (64 hex digits), so that whoever opens the link
//! joins — or watches, with `&watch` — that room on that server and trusts no other. The
//! game copies one to the clipboard, and opens one when it is started with it (the .deb
//! registers the game as the handler of `en-garde:` links).

use super::protocol::{CodeProblem, DEFAULT_PORT, RoomCode};
use super::quic::Fingerprint;
use std::fmt;
use std::str::FromStr;

/// The scheme of an invite link.
pub const SCHEME: &str = "en-garde://";

/// The longest link read, in bytes (a real one is under 130).
pub const MAX_LINK_BYTES: usize = 512;

/// A room to join or watch, with the server that holds it and the key that server shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InviteLink {
    /// The server's host name or address (an IPv6 address without its brackets).
    pub host: String,
    /// The server's UDP port.
    pub port: u16,
    /// The room.
    pub room: RoomCode,
    /// The server's key; `None` trusts the key shown the first time.
    pub key: Option<Fingerprint>,
    /// Watch the room as a spectator rather than take a seat.
    pub watch: bool,
}

impl InviteLink {
    /// The server's address as `host:port` (an IPv6 host in brackets), as the game's
    /// address field takes it.
    pub fn address(&self) -> String {
        if self.host.contains(':') {
            format!("[{}]:{}", self.host, self.port)
        } else {
            format!("{}:{}", self.host, self.port)
        }
    }
}

impl fmt::Display for InviteLink {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{SCHEME}{}/{}", self.address(), self.room)?;
        let mut sep = '?';
        if let Some(key) = &self.key {
            write!(f, "{sep}key={key}")?;
            sep = '&';
        }
        if self.watch {
            write!(f, "{sep}watch")?;
        }
        Ok(())
    }
}

/// What is wrong with an invite link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// Longer than [`MAX_LINK_BYTES`].
    TooLong,
    /// It does not begin with `en-garde://`.
    Scheme,
    /// No server before the room, or a port that is not 1–65535.
    Server,
    /// The room is not a room code.
    Room(CodeProblem),
    /// The key is not 64 hex digits.
    Key,
    /// A part after `?` that a link does not have.
    Unknown(String),
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::TooLong => write!(f, "an invite link is at most {MAX_LINK_BYTES} characters"),
            LinkError::Scheme => write!(f, "an invite link begins with {SCHEME}"),
            LinkError::Server => write!(f, "the link names no server (en-garde://HOST:PORT/ROOM)"),
            LinkError::Room(why) => write!(f, "the link's room: {why}"),
            LinkError::Key => write!(f, "the link's key is not the 64 hex digits of a server's key"),
            LinkError::Unknown(part) => write!(f, "the link has a part no invite link has: {part:?}"),
        }
    }
}

impl std::error::Error for LinkError {}

impl FromStr for InviteLink {
    type Err = LinkError;

    /// Reads `en-garde://HOST[:PORT]/ROOM[?key=KEY][&watch]` (the port 5812 when none is
    /// given; the scheme in any case; a trailing slash ignored).
    ///
    /// # Errors
    /// What is wrong with the link ([`LinkError`]).
    fn from_str(s: &str) -> Result<InviteLink, LinkError> {
        let s = s.trim();
        if s.len() > MAX_LINK_BYTES {
            return Err(LinkError::TooLong);
        }
        let rest = s
            .get(..SCHEME.len())
            .filter(|head| head.eq_ignore_ascii_case(SCHEME))
            .map(|_| &s[SCHEME.len()..])
            .ok_or(LinkError::Scheme)?;
        let (path, query) = rest.split_once('?').unwrap_or((rest, ""));
        let (server, room) = path.trim_end_matches('/').split_once('/').ok_or(LinkError::Server)?;
        let (host, port) = split_host(server)?;
        let room = room.parse::<RoomCode>().map_err(LinkError::Room)?;
        let mut link = InviteLink { host, port, room, key: None, watch: false };
        for part in query.split('&').filter(|p| !p.is_empty()) {
            match part.split_once('=') {
                Some(("key", key)) => link.key = Some(key.parse().map_err(|_| LinkError::Key)?),
                None if part == "watch" => link.watch = true,
                _ => return Err(LinkError::Unknown(part.chars().take(40).collect())),
            }
        }
        Ok(link)
    }
}

/// `host`, `host:port`, `[v6]` or `[v6]:port` → the host and the port.
fn split_host(server: &str) -> Result<(String, u16), LinkError> {
    let port = |p: &str| p.parse::<u16>().ok().filter(|p| *p != 0).ok_or(LinkError::Server);
    let (host, port) = if let Some(v6) = server.strip_prefix('[') {
        let (host, after) = v6.split_once(']').ok_or(LinkError::Server)?;
        match after.strip_prefix(':') {
            Some(p) => (host, port(p)?),
            None if after.is_empty() => (host, DEFAULT_PORT),
            None => return Err(LinkError::Server),
        }
    } else {
        // An IPv6 address is written in brackets: a bare host has at most its port's colon.
        match server.split_once(':') {
            Some((_, p)) if p.contains(':') => return Err(LinkError::Server),
            Some((host, p)) => (host, port(p)?),
            None => (server, DEFAULT_PORT),
        }
    };
    let fine = |c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':' | '_');
    if host.is_empty() || !host.chars().all(fine) {
        return Err(LinkError::Server);
    }
    Ok((host.to_string(), port))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A link made by the game reads back as the same link, whatever the host.
    #[test]
    fn a_link_reads_back_as_it_was_written() {
        let key: Fingerprint = "ab".repeat(32).parse().unwrap();
        for host in ["play.example.org", "192.168.1.20", "::1"] {
            for (key, watch) in [(None, false), (Some(key), false), (Some(key), true), (None, true)] {
                let link = InviteLink { host: host.into(), port: 5812, room: "K7QM2X".parse().unwrap(), key, watch };
                assert_eq!(link.to_string().parse::<InviteLink>(), Ok(link.clone()), "{link}");
            }
        }
        let read: InviteLink = "EN-GARDE://example.org/k7qm2x/".parse().unwrap();
        assert_eq!((read.port, read.room.as_str(), read.key, read.watch), (DEFAULT_PORT, "K7QM2X", None, false));
    }

    /// What is not a link is said in words, and nothing in it is taken on trust.
    #[test]
    fn a_bad_link_is_refused_in_words() {
        let bad = [
            ("http://example.org/K7QM2X", LinkError::Scheme),
            ("en-garde://", LinkError::Server),
            ("en-garde://example.org:0/K7QM2X", LinkError::Server),
            ("en-garde://example.org:70000/K7QM2X", LinkError::Server),
            ("en-garde://ex ample.org/K7QM2X", LinkError::Server),
            ("en-garde://[::1/K7QM2X", LinkError::Server),
            ("en-garde://fe80::1/K7QM2X", LinkError::Server),
            ("en-garde://::1/K7QM2X", LinkError::Server),
            ("en-garde://example.org/K7QM2X?key=12", LinkError::Key),
            ("en-garde://example.org/K7QM2X?exec=rm", LinkError::Unknown("exec=rm".into())),
        ];
        for (text, why) in bad {
            assert_eq!(text.parse::<InviteLink>(), Err(why), "{text}");
        }
        assert!(matches!("en-garde://example.org/K7QM2".parse::<InviteLink>(), Err(LinkError::Room(_))));
        assert_eq!(format!("en-garde://h/{}", "A".repeat(600)).parse::<InviteLink>(), Err(LinkError::TooLong));
        assert!(!LinkError::Key.to_string().is_empty());
    }
}
