(define (problem plan_trial_H00014_mug_desklamp)
(:domain alfred)
(:objects
  agent1 - agent
  BowlType - otype
  CreditCardType - otype
  DeskLampType - otype
  MugType - otype
  PencilType - otype
  PillowType - otype
  BedType - rtype
  DeskType - rtype
  DrawerType - rtype
  GarbageCanType - rtype
  ShelfType - rtype
  SideTableType - rtype
  Mug_bar__minus_02_dot_19_bar__minus_00_dot_44_bar__minus_01_dot_08 - object
  Bowl_bar__minus_00_dot_03_bar__plus_02_dot_48_bar__minus_02_dot_05 - object
  Pillow_bar__minus_00_dot_23_bar__plus_00_dot_84_bar__minus_00_dot_80 - object
  CreditCard_bar__plus_02_dot_07_bar__plus_01_dot_58_bar__plus_01_dot_80 - object
  Pencil_bar__minus_01_dot_72_bar__minus_00_dot_27_bar__plus_00_dot_24 - object
  DeskLamp_bar__plus_00_dot_91_bar__minus_01_dot_50_bar__minus_01_dot_66 - object
  Desk_bar__minus_00_dot_98_bar__minus_00_dot_97_bar__plus_01_dot_74 - receptacle
  SideTable_bar__plus_00_dot_01_bar__plus_01_dot_42_bar__minus_02_dot_08 - receptacle
  GarbageCan_bar__minus_00_dot_80_bar__minus_00_dot_93_bar__minus_01_dot_78 - receptacle
  Shelf_bar__plus_00_dot_90_bar__plus_02_dot_02_bar__minus_01_dot_76 - receptacle
  Drawer_bar__minus_01_dot_65_bar__plus_01_dot_32_bar__minus_00_dot_34 - receptacle
  Bed_bar__plus_00_dot_38_bar__plus_02_dot_16_bar__minus_00_dot_02 - receptacle
  loc_bar_0_bar_5_bar_3_bar_0 - location
  loc_bar_0_bar__minus_4_bar_3_bar_45 - location
  loc_bar_1_bar_4_bar_0_bar_45 - location
  loc_bar_2_bar__minus_6_bar_2_bar_15 - location
  loc_bar_6_bar__minus_6_bar_3_bar_60 - location
  loc_bar__minus_2_bar_8_bar_1_bar_45 - location
  loc_bar__minus_8_bar__minus_7_bar_3_bar_0 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_0_bar_5_bar_3_bar_0)
  (canContain BedType BowlType)
  (canContain BedType CreditCardType)
  (canContain BedType MugType)
  (canContain BedType PencilType)
  (canContain BedType PillowType)
  (canContain DeskType BowlType)
  (canContain DeskType CreditCardType)
  (canContain DeskType MugType)
  (canContain DeskType PencilType)
  (canContain DeskType PillowType)
  (canContain DrawerType BowlType)
  (canContain DrawerType CreditCardType)
  (canContain DrawerType MugType)
  (canContain DrawerType PencilType)
  (canContain DrawerType PillowType)
  (canContain GarbageCanType CreditCardType)
  (canContain GarbageCanType PencilType)
  (canContain ShelfType BowlType)
  (canContain ShelfType CreditCardType)
  (canContain ShelfType MugType)
  (canContain ShelfType PencilType)
  (canContain ShelfType PillowType)
  (canContain SideTableType BowlType)
  (canContain SideTableType CreditCardType)
  (canContain SideTableType MugType)
  (canContain SideTableType PencilType)
  (canContain SideTableType PillowType)
  (receptacleType Desk_bar__minus_00_dot_98_bar__minus_00_dot_97_bar__plus_01_dot_74 DeskType)
  (receptacleAtLocation Desk_bar__minus_00_dot_98_bar__minus_00_dot_97_bar__plus_01_dot_74 loc_bar_0_bar__minus_4_bar_3_bar_45)
  (receptacleType SideTable_bar__plus_00_dot_01_bar__plus_01_dot_42_bar__minus_02_dot_08 SideTableType)
  (receptacleAtLocation SideTable_bar__plus_00_dot_01_bar__plus_01_dot_42_bar__minus_02_dot_08 loc_bar__minus_2_bar_8_bar_1_bar_45)
  (receptacleType GarbageCan_bar__minus_00_dot_80_bar__minus_00_dot_93_bar__minus_01_dot_78 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__minus_00_dot_80_bar__minus_00_dot_93_bar__minus_01_dot_78 loc_bar__minus_8_bar__minus_7_bar_3_bar_0)
  (receptacleType Shelf_bar__plus_00_dot_90_bar__plus_02_dot_02_bar__minus_01_dot_76 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_00_dot_90_bar__plus_02_dot_02_bar__minus_01_dot_76 loc_bar_2_bar__minus_6_bar_2_bar_15)
  (receptacleType Drawer_bar__minus_01_dot_65_bar__plus_01_dot_32_bar__minus_00_dot_34 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_01_dot_65_bar__plus_01_dot_32_bar__minus_00_dot_34 loc_bar_1_bar_4_bar_0_bar_45)
  (openable Drawer_bar__minus_01_dot_65_bar__plus_01_dot_32_bar__minus_00_dot_34)
  (receptacleType Bed_bar__plus_00_dot_38_bar__plus_02_dot_16_bar__minus_00_dot_02 BedType)
  (receptacleAtLocation Bed_bar__plus_00_dot_38_bar__plus_02_dot_16_bar__minus_00_dot_02 loc_bar_6_bar__minus_6_bar_3_bar_60)
  (objectType Mug_bar__minus_02_dot_19_bar__minus_00_dot_44_bar__minus_01_dot_08 MugType)
  (inReceptacle Mug_bar__minus_02_dot_19_bar__minus_00_dot_44_bar__minus_01_dot_08 Shelf_bar__plus_00_dot_90_bar__plus_02_dot_02_bar__minus_01_dot_76)
  (objectAtLocation Mug_bar__minus_02_dot_19_bar__minus_00_dot_44_bar__minus_01_dot_08 loc_bar_2_bar__minus_6_bar_2_bar_15)
  (pickupable Mug_bar__minus_02_dot_19_bar__minus_00_dot_44_bar__minus_01_dot_08)
  (cleanable Mug_bar__minus_02_dot_19_bar__minus_00_dot_44_bar__minus_01_dot_08)
  (heatable Mug_bar__minus_02_dot_19_bar__minus_00_dot_44_bar__minus_01_dot_08)
  (coolable Mug_bar__minus_02_dot_19_bar__minus_00_dot_44_bar__minus_01_dot_08)
  (objectType Bowl_bar__minus_00_dot_03_bar__plus_02_dot_48_bar__minus_02_dot_05 BowlType)
  (inReceptacle Bowl_bar__minus_00_dot_03_bar__plus_02_dot_48_bar__minus_02_dot_05 SideTable_bar__plus_00_dot_01_bar__plus_01_dot_42_bar__minus_02_dot_08)
  (objectAtLocation Bowl_bar__minus_00_dot_03_bar__plus_02_dot_48_bar__minus_02_dot_05 loc_bar__minus_2_bar_8_bar_1_bar_45)
  (pickupable Bowl_bar__minus_00_dot_03_bar__plus_02_dot_48_bar__minus_02_dot_05)
  (cleanable Bowl_bar__minus_00_dot_03_bar__plus_02_dot_48_bar__minus_02_dot_05)
  (coolable Bowl_bar__minus_00_dot_03_bar__plus_02_dot_48_bar__minus_02_dot_05)
  (objectType Pillow_bar__minus_00_dot_23_bar__plus_00_dot_84_bar__minus_00_dot_80 PillowType)
  (inReceptacle Pillow_bar__minus_00_dot_23_bar__plus_00_dot_84_bar__minus_00_dot_80 Desk_bar__minus_00_dot_98_bar__minus_00_dot_97_bar__plus_01_dot_74)
  (objectAtLocation Pillow_bar__minus_00_dot_23_bar__plus_00_dot_84_bar__minus_00_dot_80 loc_bar_0_bar__minus_4_bar_3_bar_45)
  (pickupable Pillow_bar__minus_00_dot_23_bar__plus_00_dot_84_bar__minus_00_dot_80)
  (objectType CreditCard_bar__plus_02_dot_07_bar__plus_01_dot_58_bar__plus_01_dot_80 CreditCardType)
  (inReceptacle CreditCard_bar__plus_02_dot_07_bar__plus_01_dot_58_bar__plus_01_dot_80 Bed_bar__plus_00_dot_38_bar__plus_02_dot_16_bar__minus_00_dot_02)
  (objectAtLocation CreditCard_bar__plus_02_dot_07_bar__plus_01_dot_58_bar__plus_01_dot_80 loc_bar_6_bar__minus_6_bar_3_bar_60)
  (pickupable CreditCard_bar__plus_02_dot_07_bar__plus_01_dot_58_bar__plus_01_dot_80)
  (objectType Pencil_bar__minus_01_dot_72_bar__minus_00_dot_27_bar__plus_00_dot_24 PencilType)
  (inReceptacle Pencil_bar__minus_01_dot_72_bar__minus_00_dot_27_bar__plus_00_dot_24 Drawer_bar__minus_01_dot_65_bar__plus_01_dot_32_bar__minus_00_dot_34)
  (objectAtLocation Pencil_bar__minus_01_dot_72_bar__minus_00_dot_27_bar__plus_00_dot_24 loc_bar_1_bar_4_bar_0_bar_45)
  (pickupable Pencil_bar__minus_01_dot_72_bar__minus_00_dot_27_bar__plus_00_dot_24)
  (objectType DeskLamp_bar__plus_00_dot_91_bar__minus_01_dot_50_bar__minus_01_dot_66 DeskLampType)
  (inReceptacle DeskLamp_bar__plus_00_dot_91_bar__minus_01_dot_50_bar__minus_01_dot_66 Desk_bar__minus_00_dot_98_bar__minus_00_dot_97_bar__plus_01_dot_74)
  (objectAtLocation DeskLamp_bar__plus_00_dot_91_bar__minus_01_dot_50_bar__minus_01_dot_66 loc_bar_0_bar__minus_4_bar_3_bar_45)
  (toggleable DeskLamp_bar__plus_00_dot_91_bar__minus_01_dot_50_bar__minus_01_dot_66)
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
                 (objectType ?o MugType)
                 (holds ?a ?o)
             )
         )
     )
)
)
