@@
identifier x;
expression e;
assignment operator aop = { +=, -= };
@@
  self.x aop e;
+ self.dirty = true;
