{"functions": [{"name": "k", "kernel": true}]}
