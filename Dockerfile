# Production image: build the client and the server, then run the built server (which serves the client).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY common/package.json common/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
# The share cards are drawn with system fonts.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/common/package.json common/
COPY --from=build /app/server/package.json server/
COPY --from=build /app/client/package.json client/
RUN npm ci --omit=dev --no-audit --no-fund --workspace server
COPY --from=build /app/common/dist common/dist
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
# The US demo catalogue is chosen from the King County records when the seed runs.
COPY --from=build /app/data data
EXPOSE 3000
CMD ["node", "server/dist/server/src/index.js"]
