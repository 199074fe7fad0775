//! Network play: a server that referees matches between players at two computers
//! ([`server`]), the client side that connects the game or a headless bot to it
//! ([`client`], [`bot`]), what they say to each other ([`protocol`]), and the stack both
//! build ([`stack`]): bevy_replicon over QUIC with TLS 1.3 ([`quic`]); and a crowd of lean
//! players of the same protocol for measuring a server at many rooms ([`crowd`]).

pub mod bot;
pub mod client;
pub mod correspondence;
pub mod crowd;
pub mod hex;
pub mod identity;
pub mod link;
pub mod online;
pub mod protocol;
pub mod quic;
pub mod server;
pub mod stack;
