# A local stand-in for postgres:16 where no registry is reachable: Debian bookworm's PostgreSQL
# (15) with an entry point that reads the official image's POSTGRES_USER, POSTGRES_PASSWORD and
# POSTGRES_DB and keeps its data in /var/lib/postgresql/data (compose.yaml's volume).
ARG DEBIAN_IMAGE=bloom-test/debian:bookworm
FROM ${DEBIAN_IMAGE}
# No cluster at install time: the entry point makes one in the volume on first start.
RUN mkdir -p /etc/postgresql-common \
  && echo 'create_main_cluster = false' > /etc/postgresql-common/createcluster.conf \
  && apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
    -o Dpkg::Options::=--force-confold postgresql \
  && rm -rf /var/lib/apt/lists/*
COPY postgres-entrypoint.sh /usr/local/bin/postgres-entrypoint.sh
ENV PGDATA=/var/lib/postgresql/data
EXPOSE 5432
STOPSIGNAL SIGINT
ENTRYPOINT ["/bin/sh", "/usr/local/bin/postgres-entrypoint.sh"]
