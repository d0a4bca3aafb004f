(define (problem plan_trial_H00005_alarmclock_desklamp)
(:domain alfred)
(:objects
  agent1 - agent
  AlarmClockType - otype
  DeskLampType - otype
  KeyChainType - otype
  MugType - otype
  PencilType - otype
  PillowType - otype
  BedType - rtype
  DeskType - rtype
  DrawerType - rtype
  ShelfType - rtype
  SideTableType - rtype
  AlarmClock_bar__minus_02_dot_17_bar__plus_01_dot_53_bar__plus_01_dot_50 - object
  KeyChain_bar__plus_02_dot_14_bar__minus_00_dot_04_bar__plus_02_dot_47 - object
  Mug_bar__minus_01_dot_92_bar__minus_01_dot_25_bar__plus_01_dot_02 - object
  Pillow_bar__plus_00_dot_54_bar__minus_00_dot_60_bar__plus_00_dot_50 - object
  Pencil_bar__plus_01_dot_57_bar__minus_01_dot_09_bar__plus_01_dot_72 - object
  DeskLamp_bar__plus_01_dot_74_bar__minus_00_dot_72_bar__plus_00_dot_85 - object
  Drawer_bar__plus_00_dot_71_bar__plus_01_dot_86_bar__plus_01_dot_30 - receptacle
  SideTable_bar__plus_01_dot_61_bar__plus_00_dot_42_bar__minus_00_dot_14 - receptacle
  Shelf_bar__minus_01_dot_05_bar__plus_01_dot_55_bar__minus_01_dot_26 - receptacle
  Desk_bar__plus_02_dot_31_bar__minus_01_dot_95_bar__minus_01_dot_49 - receptacle
  Bed_bar__plus_01_dot_26_bar__plus_02_dot_03_bar__plus_02_dot_00 - receptacle
  loc_bar_8_bar_1_bar_0_bar_60 - location
  loc_bar__minus_1_bar_4_bar_1_bar_15 - location
  loc_bar__minus_1_bar__minus_7_bar_3_bar_15 - location
  loc_bar__minus_5_bar_7_bar_3_bar_15 - location
  loc_bar__minus_6_bar__minus_4_bar_0_bar_60 - location
  loc_bar__minus_8_bar_6_bar_1_bar_30 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_1_bar__minus_7_bar_3_bar_15)
  (canContain BedType AlarmClockType)
  (canContain BedType KeyChainType)
  (canContain BedType MugType)
  (canContain BedType PencilType)
  (canContain BedType PillowType)
  (canContain DeskType AlarmClockType)
  (canContain DeskType KeyChainType)
  (canContain DeskType MugType)
  (canContain DeskType PencilType)
  (canContain DeskType PillowType)
  (canContain DrawerType AlarmClockType)
  (canContain DrawerType KeyChainType)
  (canContain DrawerType MugType)
  (canContain DrawerType PencilType)
  (canContain DrawerType PillowType)
  (canContain ShelfType AlarmClockType)
  (canContain ShelfType KeyChainType)
  (canContain ShelfType MugType)
  (canContain ShelfType PencilType)
  (canContain ShelfType PillowType)
  (canContain SideTableType AlarmClockType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType MugType)
  (canContain SideTableType PencilType)
  (canContain SideTableType PillowType)
  (receptacleType Drawer_bar__plus_00_dot_71_bar__plus_01_dot_86_bar__plus_01_dot_30 DrawerType)
  (receptacleAtLocation Drawer_bar__plus_00_dot_71_bar__plus_01_dot_86_bar__plus_01_dot_30 loc_bar__minus_6_bar__minus_4_bar_0_bar_60)
  (openable Drawer_bar__plus_00_dot_71_bar__plus_01_dot_86_bar__plus_01_dot_30)
  (receptacleType SideTable_bar__plus_01_dot_61_bar__plus_00_dot_42_bar__minus_00_dot_14 SideTableType)
  (receptacleAtLocation SideTable_bar__plus_01_dot_61_bar__plus_00_dot_42_bar__minus_00_dot_14 loc_bar_8_bar_1_bar_0_bar_60)
  (receptacleType Shelf_bar__minus_01_dot_05_bar__plus_01_dot_55_bar__minus_01_dot_26 ShelfType)
  (receptacleAtLocation Shelf_bar__minus_01_dot_05_bar__plus_01_dot_55_bar__minus_01_dot_26 loc_bar__minus_8_bar_6_bar_1_bar_30)
  (receptacleType Desk_bar__plus_02_dot_31_bar__minus_01_dot_95_bar__minus_01_dot_49 DeskType)
  (receptacleAtLocation Desk_bar__plus_02_dot_31_bar__minus_01_dot_95_bar__minus_01_dot_49 loc_bar__minus_5_bar_7_bar_3_bar_15)
  (receptacleType Bed_bar__plus_01_dot_26_bar__plus_02_dot_03_bar__plus_02_dot_00 BedType)
  (receptacleAtLocation Bed_bar__plus_01_dot_26_bar__plus_02_dot_03_bar__plus_02_dot_00 loc_bar__minus_1_bar_4_bar_1_bar_15)
  (objectType AlarmClock_bar__minus_02_dot_17_bar__plus_01_dot_53_bar__plus_01_dot_50 AlarmClockType)
  (inReceptacle AlarmClock_bar__minus_02_dot_17_bar__plus_01_dot_53_bar__plus_01_dot_50 Bed_bar__plus_01_dot_26_bar__plus_02_dot_03_bar__plus_02_dot_00)
  (objectAtLocation AlarmClock_bar__minus_02_dot_17_bar__plus_01_dot_53_bar__plus_01_dot_50 loc_bar__minus_1_bar_4_bar_1_bar_15)
  (pickupable AlarmClock_bar__minus_02_dot_17_bar__plus_01_dot_53_bar__plus_01_dot_50)
  (objectType KeyChain_bar__plus_02_dot_14_bar__minus_00_dot_04_bar__plus_02_dot_47 KeyChainType)
  (inReceptacle KeyChain_bar__plus_02_dot_14_bar__minus_00_dot_04_bar__plus_02_dot_47 Desk_bar__plus_02_dot_31_bar__minus_01_dot_95_bar__minus_01_dot_49)
  (objectAtLocation KeyChain_bar__plus_02_dot_14_bar__minus_00_dot_04_bar__plus_02_dot_47 loc_bar__minus_5_bar_7_bar_3_bar_15)
  (pickupable KeyChain_bar__plus_02_dot_14_bar__minus_00_dot_04_bar__plus_02_dot_47)
  (objectType Mug_bar__minus_01_dot_92_bar__minus_01_dot_25_bar__plus_01_dot_02 MugType)
  (inReceptacle Mug_bar__minus_01_dot_92_bar__minus_01_dot_25_bar__plus_01_dot_02 Drawer_bar__plus_00_dot_71_bar__plus_01_dot_86_bar__plus_01_dot_30)
  (objectAtLocation Mug_bar__minus_01_dot_92_bar__minus_01_dot_25_bar__plus_01_dot_02 loc_bar__minus_6_bar__minus_4_bar_0_bar_60)
  (pickupable Mug_bar__minus_01_dot_92_bar__minus_01_dot_25_bar__plus_01_dot_02)
  (cleanable Mug_bar__minus_01_dot_92_bar__minus_01_dot_25_bar__plus_01_dot_02)
  (heatable Mug_bar__minus_01_dot_92_bar__minus_01_dot_25_bar__plus_01_dot_02)
  (coolable Mug_bar__minus_01_dot_92_bar__minus_01_dot_25_bar__plus_01_dot_02)
  (objectType Pillow_bar__plus_00_dot_54_bar__minus_00_dot_60_bar__plus_00_dot_50 PillowType)
  (inReceptacle Pillow_bar__plus_00_dot_54_bar__minus_00_dot_60_bar__plus_00_dot_50 Drawer_bar__plus_00_dot_71_bar__plus_01_dot_86_bar__plus_01_dot_30)
  (objectAtLocation Pillow_bar__plus_00_dot_54_bar__minus_00_dot_60_bar__plus_00_dot_50 loc_bar__minus_6_bar__minus_4_bar_0_bar_60)
  (pickupable Pillow_bar__plus_00_dot_54_bar__minus_00_dot_60_bar__plus_00_dot_50)
  (objectType Pencil_bar__plus_01_dot_57_bar__minus_01_dot_09_bar__plus_01_dot_72 PencilType)
  (inReceptacle Pencil_bar__plus_01_dot_57_bar__minus_01_dot_09_bar__plus_01_dot_72 Bed_bar__plus_01_dot_26_bar__plus_02_dot_03_bar__plus_02_dot_00)
  (objectAtLocation Pencil_bar__plus_01_dot_57_bar__minus_01_dot_09_bar__plus_01_dot_72 loc_bar__minus_1_bar_4_bar_1_bar_15)
  (pickupable Pencil_bar__plus_01_dot_57_bar__minus_01_dot_09_bar__plus_01_dot_72)
  (objectType DeskLamp_bar__plus_01_dot_74_bar__minus_00_dot_72_bar__plus_00_dot_85 DeskLampType)
  (inReceptacle DeskLamp_bar__plus_01_dot_74_bar__minus_00_dot_72_bar__plus_00_dot_85 SideTable_bar__plus_01_dot_61_bar__plus_00_dot_42_bar__minus_00_dot_14)
  (objectAtLocation DeskLamp_bar__plus_01_dot_74_bar__minus_00_dot_72_bar__plus_00_dot_85 loc_bar_8_bar_1_bar_0_bar_60)
  (toggleable DeskLamp_bar__plus_01_dot_74_bar__minus_00_dot_72_bar__plus_00_dot_85)
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
                 (objectType ?o AlarmClockType)
                 (holds ?a ?o)
             )
         )
     )
)
)
