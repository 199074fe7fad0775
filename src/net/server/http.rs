//! The server's HTTP endpoints (`en-garde server --metrics ADDR`, issue 27, point 5):
//! `/health`, `/ready` and `/metrics` (what each says: `super::metrics`), served by hyper
//! on the transport's runtime, and the systems that keep [`ServerMetrics`] current. The
//! listener is bounded like the game's port: at most [`MAX_HTTP_CONNECTIONS`] at once, a
//! request's head within 5 s and 16 KiB, each connection 30 s at most. Bind it to a
//! private address: it says how busy the server is.

use super::metrics::{HEALTHY_WITHIN, ServerMetrics, Shared};
use super::options::{ServerOptions, say};
use super::rooms::Rooms;
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use bytes::Bytes;
use http_body_util::Full;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The most HTTP connections served at once; more are closed unanswered.
pub const MAX_HTTP_CONNECTIONS: usize = 32;

/// Counts a connection that ended.
pub(super) fn count_gone(_: On<Remove, ConnectedClient>, metrics: Res<ServerMetrics>) {
    metrics.gone.inc();
}

/// Notes that the loop ran a frame.
pub(super) fn note_frame(metrics: Res<ServerMetrics>) {
    metrics.note_frame();
}

/// Notes that the server listens (run once `ListeningOn` is there: the rooms were
/// restored before the socket opened).
pub(super) fn note_ready(metrics: Res<ServerMetrics>) {
    metrics.note_ready();
}

/// Once a second: the rooms and clients now, and each active connection's round trip.
pub(super) fn sample(
    metrics: Res<ServerMetrics>,
    rooms: Res<Rooms>,
    clients: Query<&ConnectedClientStats>,
    mut last: Local<Option<Instant>>,
) {
    if last.is_some_and(|t| t.elapsed() < Duration::from_secs(1)) {
        return;
    }
    *last = Some(Instant::now());
    metrics.rooms.set(i64::try_from(rooms.by_code.len()).unwrap_or(i64::MAX));
    metrics.clients.set(i64::try_from(clients.iter().len()).unwrap_or(i64::MAX));
    for stats in &clients {
        if stats.rtt > 0.0 {
            metrics.round_trip.observe(stats.rtt);
        }
    }
}

/// Opens the HTTP endpoints on `--metrics ADDR`, where given: prints where (always, like
/// the listening line), or why it cannot, and then the server does not start.
pub(super) fn serve(options: Res<ServerOptions>, metrics: Res<ServerMetrics>, mut exit: MessageWriter<AppExit>) {
    let Some(addr) = options.metrics else { return };
    let listener = match std::net::TcpListener::bind(addr).and_then(|l| l.set_nonblocking(true).map(|()| l)) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("error: cannot serve the metrics on {addr} (TCP): {e}");
            exit.write(AppExit::from_code(2));
            return;
        }
    };
    let at = listener.local_addr().map_or_else(|_| addr.to_string(), |a| a.to_string());
    say(&format!("metrics, health and readiness on http://{at}/metrics, /health, /ready"));
    let shared = metrics.shared();
    let runtime = crate::net::quic::runtime();
    let _guard = runtime.enter();
    match tokio::net::TcpListener::from_std(listener) {
        Ok(listener) => {
            runtime.spawn(accept(listener, shared));
        }
        Err(e) => {
            eprintln!("error: cannot serve the metrics on {at}: {e}");
            exit.write(AppExit::from_code(2));
        }
    }
}

/// Takes HTTP connections, at most [`MAX_HTTP_CONNECTIONS`] at once.
async fn accept(listener: tokio::net::TcpListener, shared: Arc<Shared>) {
    let slots = Arc::new(tokio::sync::Semaphore::new(MAX_HTTP_CONNECTIONS));
    loop {
        let stream = match listener.accept().await {
            Ok((stream, _)) => stream,
            Err(_) => {
                // Out of file descriptors, say: wait rather than spin.
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let Ok(permit) = slots.clone().try_acquire_owned() else { continue };
        let shared = shared.clone();
        tokio::spawn(async move {
            let service = hyper::service::service_fn(move |request: hyper::Request<hyper::body::Incoming>| {
                let response = answer(&shared, request.method(), request.uri().path());
                async move { Ok::<_, std::convert::Infallible>(response) }
            });
            let connection = hyper::server::conn::http1::Builder::new()
                .timer(hyper_util::rt::TokioTimer::new())
                .header_read_timeout(Duration::from_secs(5))
                .max_buf_size(16 * 1024)
                .keep_alive(false)
                .serve_connection(hyper_util::rt::TokioIo::new(stream), service);
            let _ = tokio::time::timeout(Duration::from_secs(30), connection).await;
            drop(permit);
        });
    }
}

/// The answer to `method path`.
fn answer(shared: &Shared, method: &hyper::Method, path: &str) -> hyper::Response<Full<Bytes>> {
    let reply = |status: u16, kind: &str, body: String| {
        hyper::Response::builder()
            .status(status)
            .header("content-type", kind)
            .body(Full::new(Bytes::from(body)))
            .unwrap_or_else(|_| hyper::Response::new(Full::new(Bytes::new())))
    };
    let plain = "text/plain; charset=utf-8";
    if method != hyper::Method::GET && method != hyper::Method::HEAD {
        return reply(405, plain, "only GET\n".into());
    }
    match path {
        "/health" => {
            let since = shared.since_frame_ms();
            if since <= HEALTHY_WITHIN.as_millis() as u64 {
                reply(200, plain, "ok\n".into())
            } else {
                reply(503, plain, format!("the server's loop has not run for {since} ms\n"))
            }
        }
        "/ready" if shared.is_ready() => reply(200, plain, "ready\n".into()),
        "/ready" => reply(503, plain, "not listening yet\n".into()),
        "/metrics" => reply(200, "application/openmetrics-text; version=1.0.0; charset=utf-8", shared.text()),
        _ => reply(404, plain, "/metrics, /health or /ready\n".into()),
    }
}
