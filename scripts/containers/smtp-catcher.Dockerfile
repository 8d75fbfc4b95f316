# The test's stand-in for Mailpit (smtp-catcher.ts), on the local Node base.
ARG NODE_IMAGE=bloom-test/node:24
FROM ${NODE_IMAGE}
COPY smtp-catcher.ts /catcher/smtp-catcher.ts
USER node
EXPOSE 1025 8025
CMD ["node", "/catcher/smtp-catcher.ts"]
