#!/usr/bin/env bash
# Walks every endpoint of the original API (sign-in, assets, scans, dashboards, users, QR codes, health and
# config) against a running demo server (`npm run demo`), printing each request and its (trimmed) response.
# Runs from any folder: bash path/to/docs/api-tour.sh. Another address: B=http://host:port bash docs/api-tour.sh
B=${B:-http://localhost:5000}
# The repository root (for node_modules/sharp), wherever the script is called from.
cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 1
# The files it uploads and downloads, in a folder of their own: the commands shown name them as they are.
W=$(mktemp -d)
show() { echo; echo "\$ $1"; }
trim() { cut -c1-${2:-400}; }
show "curl -s -X POST $B/api/auth/login -H 'content-type: application/json' -d '{\"username\":\"harbourmaster\",\"password\":\"harbour-admin-demo\"}'"
T=$(curl -s -X POST $B/api/auth/login -H 'content-type: application/json' -d '{"username":"harbourmaster","password":"harbour-admin-demo"}')
echo "$T" | sed -E 's/"token":"([^"]{12})[^"]*"/"token":"\1..."/'
A=$(echo "$T" | node -pe 'JSON.parse(require("fs").readFileSync(0)).token')
U=$(curl -s -X POST $B/api/auth/login -H 'content-type: application/json' -d '{"username":"erik.hansen","password":"harbour-crew-demo"}' | node -pe 'JSON.parse(require("fs").readFileSync(0)).token')
H="Authorization: Bearer"
show "curl -s $B/api/assets -H '$H \$TOKEN'   # whole array"
curl -s $B/api/assets -H "$H $A" | node -pe 'const a=JSON.parse(require("fs").readFileSync(0)); `[${a.length} assets] first: ` + JSON.stringify(a[0])' | trim 700
show "curl -si '$B/api/assets?q=radio&page=1&limit=2' -H '$H \$TOKEN'   # paged"
curl -si "$B/api/assets?q=radio&page=1&limit=2" -H "$H $A" | grep -i "^HTTP\|x-total-count"
ID=$(curl -s "$B/api/assets?q=nordkapp&limit=1&sort=name" -H "$H $A" | node -pe 'JSON.parse(require("fs").readFileSync(0))[0]._id')
show "curl -s $B/api/assets/$ID -H '$H \$TOKEN'"
curl -s $B/api/assets/$ID -H "$H $A" | trim 600
show "curl -s -X POST $B/api/assets/scan -H '$H \$USER_TOKEN' -H 'content-type: application/json' -d '{\"assetId\":\"$ID\",\"scanLocation\":\"$B/user/scan\"}'"
curl -s -X POST $B/api/assets/scan -H "$H $U" -H 'content-type: application/json' -d "{\"assetId\":\"$ID\",\"scanLocation\":\"$B/user/scan\"}" | trim 200; echo " ..."
show "curl -s $B/api/dashboard/user -H '$H \$USER_TOKEN'"
curl -s $B/api/dashboard/user -H "$H $U" | node -pe 'const d=JSON.parse(require("fs").readFileSync(0)); JSON.stringify({userAssets:`[${d.userAssets.length} assets]`, assetCount:d.assetCount, recentActivities:d.recentActivities.slice(0,2)})'
show "curl -s $B/api/dashboard/admin -H '$H \$TOKEN'"
curl -s $B/api/dashboard/admin -H "$H $A" | node -pe 'const d=JSON.parse(require("fs").readFileSync(0)); JSON.stringify({stats:d.stats, byType:d.distributions.byType.slice(0,2), byLocation:d.distributions.byLocation.slice(0,2), byUser:d.distributions.byUser.slice(0,2), recentActivities:d.recentActivities.slice(0,1)})'
show "curl -s $B/api/admin/users -H '$H \$TOKEN'"
curl -s $B/api/admin/users -H "$H $A" | trim 300; echo " ..."
show "curl -s -X POST $B/api/admin/create-user -H '$H \$TOKEN' -H 'content-type: application/json' -d '{\"username\":\"new.deckhand\",\"password\":\"deckhand-pass-1\",\"role\":\"user\"}'"
NU=$(curl -s -X POST $B/api/admin/create-user -H "$H $A" -H 'content-type: application/json' -d '{"username":"new.deckhand","password":"deckhand-pass-1","role":"user"}'); echo "$NU"
NID=$(echo "$NU" | node -pe 'JSON.parse(require("fs").readFileSync(0))._id')
show "curl -s -X PUT $B/api/admin/users/$NID -H '$H \$TOKEN' -H 'content-type: application/json' -d '{\"username\":\"senior.deckhand\",\"role\":\"user\",\"password\":\"\"}'"
curl -s -X PUT $B/api/admin/users/$NID -H "$H $A" -H 'content-type: application/json' -d '{"username":"senior.deckhand","role":"user","password":""}'
show "curl -s $B/api/admin/users-with-assets -H '$H \$TOKEN'"
curl -s $B/api/admin/users-with-assets -H "$H $A" | node -pe 'const u=JSON.parse(require("fs").readFileSync(0)); JSON.stringify(u.find(x=>x.assignedAssets.length))' | trim 500
printf 'GIF89a' > "$W/fake.gif"; node -e "require(process.cwd() + '/node_modules/sharp')({create:{width:40,height:40,channels:3,background:'#c00'}}).png().toFile('$W/red.png')"
show "curl -s -X POST $B/api/assets -H '$H \$TOKEN' -F name='Mooring Buoy M-7' -F type='Mooring Buoy' -F location='Inner Basin' -F status=Available -F assignedTo=$NID -F assetImage=@$W/red.png"
NA=$(curl -s -X POST $B/api/assets -H "$H $A" -F name='Mooring Buoy M-7' -F type='Mooring Buoy' -F location='Inner Basin' -F status=Available -F assignedTo=$NID -F assetImage=@$W/red.png); echo "$NA" | trim 700
NAID=$(echo "$NA" | node -pe 'JSON.parse(require("fs").readFileSync(0))._id')
show "curl -s -X POST $B/api/assets -H '$H \$TOKEN' -F name='' -F type=Buoy   # bad input"
curl -s -X POST $B/api/assets -H "$H $A" -F name='' -F type=Buoy
show "curl -s -X POST $B/api/assets -H '$H \$TOKEN' -F name=X -F type=Y -F location=Z -F assetImage=@$W/fake.gif   # not an image"
curl -s -X POST $B/api/assets -H "$H $A" -F name=X -F type=Y -F location=Z -F assetImage=@$W/fake.gif
show "curl -s -X PUT $B/api/assets/$NAID -H '$H \$TOKEN' -F name='Mooring Buoy M-7' -F type='Mooring Buoy' -F location='Outer Roads' -F status='under maintenance' -F assignedTo="
curl -s -X PUT $B/api/assets/$NAID -H "$H $A" -F name='Mooring Buoy M-7' -F type='Mooring Buoy' -F location='Outer Roads' -F status='under maintenance' -F assignedTo= | trim 500
for f in png jpg svg pdf; do
  show "curl -s -D- -o $W/label.$f '$B/api/admin/assets/$NAID/qr-code?format=$f' -H '$H \$TOKEN' -H 'Accept: ...'"
  curl -s -D- -o "$W/label.$f" "$B/api/admin/assets/$NAID/qr-code?format=$f" -H "$H $A" | grep -i "^HTTP\|content-type\|content-disposition"; file -b "$W/label.$f"
done
show "curl -s '$B/api/admin/assets/$NAID/qr-code?format=gif' -H '$H \$TOKEN'"
curl -s "$B/api/admin/assets/$NAID/qr-code?format=gif" -H "$H $A"
show "curl -s -X DELETE $B/api/assets/$NAID -H '$H \$TOKEN'"
curl -s -X DELETE $B/api/assets/$NAID -H "$H $A"
show "curl -s -X DELETE $B/api/admin/users/$NID -H '$H \$TOKEN'"
curl -s -X DELETE $B/api/admin/users/$NID -H "$H $A"
show "curl -s $B/api/admin/users -H '$H \$USER_TOKEN'   # employee on an admin route"
curl -s $B/api/admin/users -H "$H $U"
show "curl -s $B/api/assets   # no token"
curl -s $B/api/assets
show "curl -s $B/api/health; curl -s $B/api/config"
curl -s $B/api/health; echo; curl -s $B/api/config
