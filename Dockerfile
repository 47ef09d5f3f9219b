# syntax=docker/dockerfile:1
# afd-surface for container-based CI (GitLab CI, Jenkins, ...).
#   docker build -t afd-surface .
#   docker run --rm -v "$PWD:/work" afd-surface check . --format sarif

FROM rust:1-slim-bookworm AS build
WORKDIR /src
COPY Cargo.toml Cargo.lock build.rs ./
COPY src ./src
COPY data ./data
COPY benches ./benches
RUN cargo build --release --locked \
 && strip target/release/afd-surface

FROM debian:bookworm-slim
RUN groupadd --system --gid 10001 afd \
 && useradd --system --uid 10001 --gid afd --home-dir /work --shell /usr/sbin/nologin afd \
 && mkdir -p /work && chown afd:afd /work
COPY --from=build /src/target/release/afd-surface /usr/local/bin/afd-surface
USER afd:afd
WORKDIR /work
ENTRYPOINT ["/usr/local/bin/afd-surface"]
CMD ["check", "."]
