(define (problem plan_trial_H00001_plate_cabinet)
(:domain alfred)
(:objects
  agent1 - agent
  EggType - otype
  MugType - otype
  PanType - otype
  PlateType - otype
  CabinetType - rtype
  CounterTopType - rtype
  DrawerType - rtype
  FridgeType - rtype
  MicrowaveType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  Plate_bar__minus_01_dot_38_bar__minus_01_dot_00_bar__plus_02_dot_35 - object
  Pan_bar__plus_01_dot_04_bar__minus_02_dot_22_bar__minus_01_dot_59 - object
  Mug_bar__plus_00_dot_47_bar__plus_01_dot_92_bar__minus_02_dot_29 - object
  Egg_bar__plus_02_dot_46_bar__minus_02_dot_30_bar__minus_00_dot_52 - object
  Drawer_bar__minus_02_dot_26_bar__plus_00_dot_42_bar__plus_00_dot_91 - receptacle
  CounterTop_bar__minus_00_dot_96_bar__plus_00_dot_08_bar__minus_00_dot_06 - receptacle
  Microwave_bar__plus_00_dot_23_bar__minus_00_dot_94_bar__minus_02_dot_36 - receptacle
  Cabinet_bar__plus_01_dot_91_bar__plus_00_dot_80_bar__minus_01_dot_51 - receptacle
  Shelf_bar__minus_02_dot_05_bar__minus_01_dot_00_bar__plus_00_dot_54 - receptacle
  Sink_bar__minus_01_dot_30_bar__plus_01_dot_85_bar__plus_00_dot_53_bar_SinkBasin - receptacle
  Fridge_bar__plus_02_dot_12_bar__minus_00_dot_85_bar__minus_01_dot_19 - receptacle
  loc_bar_3_bar_2_bar_1_bar_30 - location
  loc_bar_4_bar__minus_5_bar_1_bar_15 - location
  loc_bar_7_bar__minus_5_bar_0_bar_45 - location
  loc_bar__minus_2_bar__minus_3_bar_1_bar_30 - location
  loc_bar__minus_3_bar__minus_7_bar_1_bar_45 - location
  loc_bar__minus_6_bar__minus_7_bar_1_bar_60 - location
  loc_bar__minus_7_bar_1_bar_1_bar_60 - location
  loc_bar__minus_8_bar__minus_7_bar_0_bar_30 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_3_bar__minus_7_bar_1_bar_45)
  (canContain CabinetType EggType)
  (canContain CabinetType MugType)
  (canContain CabinetType PanType)
  (canContain CabinetType PlateType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType PanType)
  (canContain CounterTopType PlateType)
  (canContain DrawerType EggType)
  (canContain DrawerType MugType)
  (canContain DrawerType PanType)
  (canContain DrawerType PlateType)
  (canContain FridgeType EggType)
  (canContain FridgeType MugType)
  (canContain FridgeType PanType)
  (canContain FridgeType PlateType)
  (canContain MicrowaveType EggType)
  (canContain MicrowaveType MugType)
  (canContain MicrowaveType PlateType)
  (canContain ShelfType EggType)
  (canContain ShelfType MugType)
  (canContain ShelfType PanType)
  (canContain ShelfType PlateType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType PanType)
  (canContain SinkBasinType PlateType)
  (receptacleType Drawer_bar__minus_02_dot_26_bar__plus_00_dot_42_bar__plus_00_dot_91 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_02_dot_26_bar__plus_00_dot_42_bar__plus_00_dot_91 loc_bar_4_bar__minus_5_bar_1_bar_15)
  (openable Drawer_bar__minus_02_dot_26_bar__plus_00_dot_42_bar__plus_00_dot_91)
  (receptacleType CounterTop_bar__minus_00_dot_96_bar__plus_00_dot_08_bar__minus_00_dot_06 CounterTopType)
  (receptacleAtLocation CounterTop_bar__minus_00_dot_96_bar__plus_00_dot_08_bar__minus_00_dot_06 loc_bar_7_bar__minus_5_bar_0_bar_45)
  (receptacleType Microwave_bar__plus_00_dot_23_bar__minus_00_dot_94_bar__minus_02_dot_36 MicrowaveType)
  (receptacleAtLocation Microwave_bar__plus_00_dot_23_bar__minus_00_dot_94_bar__minus_02_dot_36 loc_bar__minus_7_bar_1_bar_1_bar_60)
  (openable Microwave_bar__plus_00_dot_23_bar__minus_00_dot_94_bar__minus_02_dot_36)
  (receptacleType Cabinet_bar__plus_01_dot_91_bar__plus_00_dot_80_bar__minus_01_dot_51 CabinetType)
  (receptacleAtLocation Cabinet_bar__plus_01_dot_91_bar__plus_00_dot_80_bar__minus_01_dot_51 loc_bar_3_bar_2_bar_1_bar_30)
  (openable Cabinet_bar__plus_01_dot_91_bar__plus_00_dot_80_bar__minus_01_dot_51)
  (receptacleType Shelf_bar__minus_02_dot_05_bar__minus_01_dot_00_bar__plus_00_dot_54 ShelfType)
  (receptacleAtLocation Shelf_bar__minus_02_dot_05_bar__minus_01_dot_00_bar__plus_00_dot_54 loc_bar__minus_6_bar__minus_7_bar_1_bar_60)
  (receptacleType Sink_bar__minus_01_dot_30_bar__plus_01_dot_85_bar__plus_00_dot_53_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_01_dot_30_bar__plus_01_dot_85_bar__plus_00_dot_53_bar_SinkBasin loc_bar__minus_2_bar__minus_3_bar_1_bar_30)
  (receptacleType Fridge_bar__plus_02_dot_12_bar__minus_00_dot_85_bar__minus_01_dot_19 FridgeType)
  (receptacleAtLocation Fridge_bar__plus_02_dot_12_bar__minus_00_dot_85_bar__minus_01_dot_19 loc_bar__minus_8_bar__minus_7_bar_0_bar_30)
  (openable Fridge_bar__plus_02_dot_12_bar__minus_00_dot_85_bar__minus_01_dot_19)
  (objectType Plate_bar__minus_01_dot_38_bar__minus_01_dot_00_bar__plus_02_dot_35 PlateType)
  (inReceptacle Plate_bar__minus_01_dot_38_bar__minus_01_dot_00_bar__plus_02_dot_35 Shelf_bar__minus_02_dot_05_bar__minus_01_dot_00_bar__plus_00_dot_54)
  (objectAtLocation Plate_bar__minus_01_dot_38_bar__minus_01_dot_00_bar__plus_02_dot_35 loc_bar__minus_6_bar__minus_7_bar_1_bar_60)
  (pickupable Plate_bar__minus_01_dot_38_bar__minus_01_dot_00_bar__plus_02_dot_35)
  (cleanable Plate_bar__minus_01_dot_38_bar__minus_01_dot_00_bar__plus_02_dot_35)
  (heatable Plate_bar__minus_01_dot_38_bar__minus_01_dot_00_bar__plus_02_dot_35)
  (coolable Plate_bar__minus_01_dot_38_bar__minus_01_dot_00_bar__plus_02_dot_35)
  (objectType Pan_bar__plus_01_dot_04_bar__minus_02_dot_22_bar__minus_01_dot_59 PanType)
  (inReceptacle Pan_bar__plus_01_dot_04_bar__minus_02_dot_22_bar__minus_01_dot_59 Shelf_bar__minus_02_dot_05_bar__minus_01_dot_00_bar__plus_00_dot_54)
  (objectAtLocation Pan_bar__plus_01_dot_04_bar__minus_02_dot_22_bar__minus_01_dot_59 loc_bar__minus_6_bar__minus_7_bar_1_bar_60)
  (pickupable Pan_bar__plus_01_dot_04_bar__minus_02_dot_22_bar__minus_01_dot_59)
  (cleanable Pan_bar__plus_01_dot_04_bar__minus_02_dot_22_bar__minus_01_dot_59)
  (coolable Pan_bar__plus_01_dot_04_bar__minus_02_dot_22_bar__minus_01_dot_59)
  (objectType Mug_bar__plus_00_dot_47_bar__plus_01_dot_92_bar__minus_02_dot_29 MugType)
  (inReceptacle Mug_bar__plus_00_dot_47_bar__plus_01_dot_92_bar__minus_02_dot_29 Cabinet_bar__plus_01_dot_91_bar__plus_00_dot_80_bar__minus_01_dot_51)
  (objectAtLocation Mug_bar__plus_00_dot_47_bar__plus_01_dot_92_bar__minus_02_dot_29 loc_bar_3_bar_2_bar_1_bar_30)
  (pickupable Mug_bar__plus_00_dot_47_bar__plus_01_dot_92_bar__minus_02_dot_29)
  (cleanable Mug_bar__plus_00_dot_47_bar__plus_01_dot_92_bar__minus_02_dot_29)
  (heatable Mug_bar__plus_00_dot_47_bar__plus_01_dot_92_bar__minus_02_dot_29)
  (coolable Mug_bar__plus_00_dot_47_bar__plus_01_dot_92_bar__minus_02_dot_29)
  (objectType Egg_bar__plus_02_dot_46_bar__minus_02_dot_30_bar__minus_00_dot_52 EggType)
  (inReceptacle Egg_bar__plus_02_dot_46_bar__minus_02_dot_30_bar__minus_00_dot_52 CounterTop_bar__minus_00_dot_96_bar__plus_00_dot_08_bar__minus_00_dot_06)
  (objectAtLocation Egg_bar__plus_02_dot_46_bar__minus_02_dot_30_bar__minus_00_dot_52 loc_bar_7_bar__minus_5_bar_0_bar_45)
  (pickupable Egg_bar__plus_02_dot_46_bar__minus_02_dot_30_bar__minus_00_dot_52)
  (cleanable Egg_bar__plus_02_dot_46_bar__minus_02_dot_30_bar__minus_00_dot_52)
  (heatable Egg_bar__plus_02_dot_46_bar__minus_02_dot_30_bar__minus_00_dot_52)
  (coolable Egg_bar__plus_02_dot_46_bar__minus_02_dot_30_bar__minus_00_dot_52)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o PlateType)
                    (receptacleType ?r CabinetType)
                    (coolable ?o)
                    (isCool ?o)
                )
            )
        )
    )
)
)
