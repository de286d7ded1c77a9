@@
expression d;
@@
- \(std::thread::sleep\|thread::sleep\)(d);
+ tokio::time::sleep(d).await;
