@@
type K, V;
@@
- HashMap<K, V>
+ BTreeMap<K, V>
