#!/usr/bin/env bash
# The API quick tour of docs/api.md, on a fresh install: BASE=http://localhost:3000 scripts/api-tour.sh
set -euo pipefail
BASE=${BASE:-http://localhost:3000}
J='Content-Type: application/json'
# 1. Create the admin (once) and keep the generated password
INIT=$(curl -s -X POST $BASE/api/init); echo "$INIT"
PASSWORD=$(echo "$INIT" | node -pe 'JSON.parse(require("fs").readFileSync(0)).password')
# 2. Sign in; keep the token
LOGIN=$(curl -s -X POST $BASE/api/auth/login -H "$J" -d "{\"username\":\"admin\",\"password\":\"$PASSWORD\"}"); echo "$LOGIN"
TOKEN=$(echo "$LOGIN" | node -pe 'JSON.parse(require("fs").readFileSync(0)).token')
AUTH="Authorization: Bearer $TOKEN"
# 3. A category
CAT=$(curl -s -X POST $BASE/api/categories -H "$AUTH" -H "$J" -d '{"name":"AI Strategy","slug":"ai-strategy","description":"Boards and AI"}'); echo "$CAT"
CAT_ID=$(echo "$CAT" | node -pe 'JSON.parse(require("fs").readFileSync(0)).id')
# 4. A draft article, invisible to the public
ART=$(curl -s -X POST $BASE/api/articles -H "$AUTH" -H "$J" -d "{\"title\":\"Hello world\",\"slug\":\"hello-world\",\"content\":\"<p>First article body.</p>\",\"categoryId\":$CAT_ID,\"published\":false}"); echo "$ART"
ID=$(echo "$ART" | node -pe 'JSON.parse(require("fs").readFileSync(0)).id')
curl -s $BASE/api/articles; echo
curl -s -w ' %{http_code}\n' $BASE/api/articles/hello-world
# 5. Publish it: now public, publishedAt set
curl -s -X PUT $BASE/api/articles/$ID -H "$AUTH" -H "$J" -d "{\"title\":\"Hello world\",\"slug\":\"hello-world\",\"content\":\"<p>First article body.</p>\",\"categoryId\":$CAT_ID,\"published\":true}" | node -pe 'const a=JSON.parse(require("fs").readFileSync(0)); `published=${a.published} publishedAt=${a.publishedAt}`'
curl -s -w ' %{http_code}\n' $BASE/api/articles/hello-world | cut -c1-120
# 6. Upload an image and fetch it back
node -e 'require("sharp")({create:{width:800,height:500,channels:3,background:"#f5b942"}}).jpeg().toFile("/tmp/tour.jpg")'
UP=$(curl -s -X POST $BASE/api/uploads/image -H "$AUTH" -F image=@/tmp/tour.jpg); echo "$UP"
URL=$(echo "$UP" | node -pe 'JSON.parse(require("fs").readFileSync(0)).url')
curl -s -o /dev/null -D - $BASE$URL | grep -iE '^(HTTP|content-type|etag|cache-control)'
# 7. Sample articles (twice: the second run skips them all)
curl -s -X POST $BASE/api/sample-articles -H "$AUTH" | node -pe 'JSON.parse(require("fs").readFileSync(0)).message'
curl -s -X POST $BASE/api/sample-articles -H "$AUTH" | node -pe 'JSON.parse(require("fs").readFileSync(0)).message'
# 8. Log out: the token no longer works
curl -s -H "$AUTH" $BASE/api/auth/logout; echo
curl -s -w ' %{http_code}\n' -H "$AUTH" $BASE/api/auth/me
