(define (problem plan_trial_H00010_creditcard_desklamp)
(:domain alfred)
(:objects
  agent1 - agent
  CreditCardType - otype
  DeskLampType - otype
  LaptopType - otype
  MugType - otype
  PenType - otype
  PillowType - otype
  BedType - rtype
  DeskType - rtype
  DresserType - rtype
  SafeType - rtype
  SideTableType - rtype
  CreditCard_bar__minus_00_dot_42_bar__plus_01_dot_18_bar__minus_00_dot_81 - object
  Pen_bar__plus_02_dot_18_bar__minus_01_dot_34_bar__plus_00_dot_47 - object
  Mug_bar__minus_00_dot_22_bar__plus_01_dot_07_bar__minus_02_dot_14 - object
  Pillow_bar__plus_00_dot_61_bar__minus_00_dot_65_bar__plus_01_dot_58 - object
  Laptop_bar__minus_00_dot_40_bar__minus_01_dot_37_bar__plus_02_dot_21 - object
  DeskLamp_bar__plus_00_dot_04_bar__plus_02_dot_35_bar__plus_01_dot_13 - object
  Bed_bar__plus_01_dot_38_bar__plus_02_dot_14_bar__plus_01_dot_31 - receptacle
  Desk_bar__plus_01_dot_59_bar__plus_01_dot_22_bar__minus_01_dot_66 - receptacle
  Safe_bar__minus_01_dot_70_bar__plus_01_dot_72_bar__minus_02_dot_33 - receptacle
  Dresser_bar__plus_01_dot_25_bar__plus_00_dot_30_bar__minus_01_dot_73 - receptacle
  SideTable_bar__minus_02_dot_06_bar__plus_02_dot_46_bar__minus_02_dot_36 - receptacle
  loc_bar_1_bar__minus_5_bar_3_bar_30 - location
  loc_bar_3_bar_5_bar_0_bar_45 - location
  loc_bar_3_bar_7_bar_1_bar_45 - location
  loc_bar_3_bar__minus_8_bar_3_bar_0 - location
  loc_bar__minus_3_bar_1_bar_2_bar_60 - location
  loc_bar__minus_7_bar__minus_4_bar_0_bar_45 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_3_bar_1_bar_2_bar_60)
  (canContain BedType CreditCardType)
  (canContain BedType LaptopType)
  (canContain BedType MugType)
  (canContain BedType PenType)
  (canContain BedType PillowType)
  (canContain DeskType CreditCardType)
  (canContain DeskType LaptopType)
  (canContain DeskType MugType)
  (canContain DeskType PenType)
  (canContain DeskType PillowType)
  (canContain DresserType CreditCardType)
  (canContain DresserType LaptopType)
  (canContain DresserType MugType)
  (canContain DresserType PenType)
  (canContain DresserType PillowType)
  (canContain SafeType CreditCardType)
  (canContain SafeType PenType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType LaptopType)
  (canContain SideTableType MugType)
  (canContain SideTableType PenType)
  (canContain SideTableType PillowType)
  (receptacleType Bed_bar__plus_01_dot_38_bar__plus_02_dot_14_bar__plus_01_dot_31 BedType)
  (receptacleAtLocation Bed_bar__plus_01_dot_38_bar__plus_02_dot_14_bar__plus_01_dot_31 loc_bar_3_bar_7_bar_1_bar_45)
  (receptacleType Desk_bar__plus_01_dot_59_bar__plus_01_dot_22_bar__minus_01_dot_66 DeskType)
  (receptacleAtLocation Desk_bar__plus_01_dot_59_bar__plus_01_dot_22_bar__minus_01_dot_66 loc_bar_3_bar_5_bar_0_bar_45)
  (receptacleType Safe_bar__minus_01_dot_70_bar__plus_01_dot_72_bar__minus_02_dot_33 SafeType)
  (receptacleAtLocation Safe_bar__minus_01_dot_70_bar__plus_01_dot_72_bar__minus_02_dot_33 loc_bar_1_bar__minus_5_bar_3_bar_30)
  (openable Safe_bar__minus_01_dot_70_bar__plus_01_dot_72_bar__minus_02_dot_33)
  (receptacleType Dresser_bar__plus_01_dot_25_bar__plus_00_dot_30_bar__minus_01_dot_73 DresserType)
  (receptacleAtLocation Dresser_bar__plus_01_dot_25_bar__plus_00_dot_30_bar__minus_01_dot_73 loc_bar_3_bar__minus_8_bar_3_bar_0)
  (receptacleType SideTable_bar__minus_02_dot_06_bar__plus_02_dot_46_bar__minus_02_dot_36 SideTableType)
  (receptacleAtLocation SideTable_bar__minus_02_dot_06_bar__plus_02_dot_46_bar__minus_02_dot_36 loc_bar__minus_7_bar__minus_4_bar_0_bar_45)
  (objectType CreditCard_bar__minus_00_dot_42_bar__plus_01_dot_18_bar__minus_00_dot_81 CreditCardType)
  (inReceptacle CreditCard_bar__minus_00_dot_42_bar__plus_01_dot_18_bar__minus_00_dot_81 Desk_bar__plus_01_dot_59_bar__plus_01_dot_22_bar__minus_01_dot_66)
  (objectAtLocation CreditCard_bar__minus_00_dot_42_bar__plus_01_dot_18_bar__minus_00_dot_81 loc_bar_3_bar_5_bar_0_bar_45)
  (pickupable CreditCard_bar__minus_00_dot_42_bar__plus_01_dot_18_bar__minus_00_dot_81)
  (objectType Pen_bar__plus_02_dot_18_bar__minus_01_dot_34_bar__plus_00_dot_47 PenType)
  (inReceptacle Pen_bar__plus_02_dot_18_bar__minus_01_dot_34_bar__plus_00_dot_47 SideTable_bar__minus_02_dot_06_bar__plus_02_dot_46_bar__minus_02_dot_36)
  (objectAtLocation Pen_bar__plus_02_dot_18_bar__minus_01_dot_34_bar__plus_00_dot_47 loc_bar__minus_7_bar__minus_4_bar_0_bar_45)
  (pickupable Pen_bar__plus_02_dot_18_bar__minus_01_dot_34_bar__plus_00_dot_47)
  (objectType Mug_bar__minus_00_dot_22_bar__plus_01_dot_07_bar__minus_02_dot_14 MugType)
  (inReceptacle Mug_bar__minus_00_dot_22_bar__plus_01_dot_07_bar__minus_02_dot_14 Bed_bar__plus_01_dot_38_bar__plus_02_dot_14_bar__plus_01_dot_31)
  (objectAtLocation Mug_bar__minus_00_dot_22_bar__plus_01_dot_07_bar__minus_02_dot_14 loc_bar_3_bar_7_bar_1_bar_45)
  (pickupable Mug_bar__minus_00_dot_22_bar__plus_01_dot_07_bar__minus_02_dot_14)
  (cleanable Mug_bar__minus_00_dot_22_bar__plus_01_dot_07_bar__minus_02_dot_14)
  (heatable Mug_bar__minus_00_dot_22_bar__plus_01_dot_07_bar__minus_02_dot_14)
  (coolable Mug_bar__minus_00_dot_22_bar__plus_01_dot_07_bar__minus_02_dot_14)
  (objectType Pillow_bar__plus_00_dot_61_bar__minus_00_dot_65_bar__plus_01_dot_58 PillowType)
  (inReceptacle Pillow_bar__plus_00_dot_61_bar__minus_00_dot_65_bar__plus_01_dot_58 SideTable_bar__minus_02_dot_06_bar__plus_02_dot_46_bar__minus_02_dot_36)
  (objectAtLocation Pillow_bar__plus_00_dot_61_bar__minus_00_dot_65_bar__plus_01_dot_58 loc_bar__minus_7_bar__minus_4_bar_0_bar_45)
  (pickupable Pillow_bar__plus_00_dot_61_bar__minus_00_dot_65_bar__plus_01_dot_58)
  (objectType Laptop_bar__minus_00_dot_40_bar__minus_01_dot_37_bar__plus_02_dot_21 LaptopType)
  (inReceptacle Laptop_bar__minus_00_dot_40_bar__minus_01_dot_37_bar__plus_02_dot_21 Bed_bar__plus_01_dot_38_bar__plus_02_dot_14_bar__plus_01_dot_31)
  (objectAtLocation Laptop_bar__minus_00_dot_40_bar__minus_01_dot_37_bar__plus_02_dot_21 loc_bar_3_bar_7_bar_1_bar_45)
  (pickupable Laptop_bar__minus_00_dot_40_bar__minus_01_dot_37_bar__plus_02_dot_21)
  (objectType DeskLamp_bar__plus_00_dot_04_bar__plus_02_dot_35_bar__plus_01_dot_13 DeskLampType)
  (inReceptacle DeskLamp_bar__plus_00_dot_04_bar__plus_02_dot_35_bar__plus_01_dot_13 Desk_bar__plus_01_dot_59_bar__plus_01_dot_22_bar__minus_01_dot_66)
  (objectAtLocation DeskLamp_bar__plus_00_dot_04_bar__plus_02_dot_35_bar__plus_01_dot_13 loc_bar_3_bar_5_bar_0_bar_45)
  (toggleable DeskLamp_bar__plus_00_dot_04_bar__plus_02_dot_35_bar__plus_01_dot_13)
)
(:goal
     (and
         (exists (?ot - object ?r - receptacle ?a - agent ?l - location)
             (and
                 (objectType ?ot DeskLampType)
                 (toggleable ?ot)
                 (isToggled ?ot)
                 (receptacleAtLocation ?r ?l)
                 (atLocation ?a ?l)
                 (inReceptacle ?ot ?r)
             )
         )
         (exists (?o - object ?a - agent)
             (and
                 (objectType ?o CreditCardType)
                 (holds ?a ?o)
             )
         )
     )
)
)
